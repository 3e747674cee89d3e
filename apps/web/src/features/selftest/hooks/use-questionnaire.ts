import { useEffect, useState } from 'react';
import { selftestRules } from '@sehat/core/selftest/constants';
import type { Answer } from '@sehat/core/selftest/scoring';
import { useQuestions } from '../api/get-questions';
import {
  answeredCount,
  answersInOrder,
  firstIncompletePage,
  hasNewQuestions,
  isPageComplete,
  pageCount,
  questionsOnPage,
  type Answers,
} from '../utils/questionnaire';

/**
 * The test's client state (spec §4): answers start empty, five questions a page, and the
 * questionnaire re-read every 30 s while `poll` is on; an added question shows a notice for 5 s.
 */
export function useQuestionnaire({ poll }: { poll: boolean }) {
  const query = useQuestions({ poll });
  const questions = query.data?.questions ?? [];
  const [answers, setAnswers] = useState<Answers>({});
  const [requestedPage, setRequestedPage] = useState(0);

  // New questions are noticed by comparing each revision with the one seen before.
  const [seen, setSeen] = useState<{ revision: string; nomors: number[] } | null>(null);
  const [noticeCount, setNoticeCount] = useState(0);
  const [dismissedCount, setDismissedCount] = useState(0);
  if (query.data && query.data.revision !== seen?.revision) {
    const nomors = query.data.questions.map((q) => q.nomor);
    if (seen && hasNewQuestions(seen.nomors, nomors)) setNoticeCount(noticeCount + 1);
    setSeen({ revision: query.data.revision, nomors });
  }
  useEffect(() => {
    if (noticeCount === 0) return;
    const timer = window.setTimeout(() => setDismissedCount(noticeCount), selftestRules.newQuestionNoticeMs);
    return () => window.clearTimeout(timer);
  }, [noticeCount]);

  const pages = pageCount(questions.length);
  const page = Math.min(requestedPage, Math.max(0, pages - 1));

  return {
    query,
    questions,
    revision: query.data?.revision ?? '',
    answers,
    page,
    pages,
    pageQuestions: questionsOnPage(questions, page),
    pageComplete: isPageComplete(questions, page, answers),
    answered: answeredCount(questions, answers),
    jawaban: answersInOrder(questions, answers),
    showNewQuestionNotice: noticeCount > dismissedCount,
    answer: (nomor: number, value: Answer) => setAnswers((current) => ({ ...current, [nomor]: value })),
    goToPage: (next: number) => setRequestedPage(Math.max(0, Math.min(next, pages - 1))),
    /** After the questionnaire changed under a submission: reload it, then show what is missing. */
    async reload() {
      const { data } = await query.refetch();
      const missing = data ? firstIncompletePage(data.questions, answers) : null;
      if (missing !== null) setRequestedPage(missing);
    },
  };
}
