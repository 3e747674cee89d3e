import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { timings } from '@sehat/core/timings';
import type { Answer } from '@sehat/core/selftest/scoring';
import { paths } from '#web/config/paths';
import { useHydrated } from '#web/lib/use-hydrated';
import { clearTestProgress, updateTestProgress, useTestProgress } from '../utils/test-progress-store';
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

/** The test page shown by a history entry of /tes-diri (its state, never its URL). */
function pageOfEntry(state: unknown): number | null {
  const page =
    typeof state === 'object' && state !== null ? (state as { testPage?: unknown }).testPage : null;
  return Number.isSafeInteger(page) && (page as number) >= 0 ? (page as number) : null;
}

/**
 * The test's client state (spec §4): answers start empty, five questions a page, and the
 * questionnaire re-read every 30 s while `poll` is on; an added question shows a notice for 5 s.
 * The test keeps its place: the answers are saved in this tab as they are given, and each page
 * is a history entry of its own, so a reload, Back and Forward land on the same page with the
 * same answers. Opened afresh, the test resumes at the first unanswered question. A server-rendered
 * page hydrates without them (the server knows neither), then takes them up at once.
 */
export function useQuestionnaire({ poll }: { poll: boolean }) {
  const query = useQuestions({ poll });
  const questions = query.data?.questions ?? [];
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const answers = useTestProgress();
  const adopt = useCallback(
    (chosen: Answers) =>
      updateTestProgress((current) =>
        Object.entries(chosen).every(([nomor, value]) => current[Number(nomor)] === value)
          ? current
          : { ...current, ...chosen },
      ),
    [],
  );

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
    const timer = window.setTimeout(() => setDismissedCount(noticeCount), timings.newQuestionNoticeMs);
    return () => window.clearTimeout(timer);
  }, [noticeCount]);

  const pages = pageCount(questions.length);
  const reachable = firstIncompletePage(questions, answers) ?? Math.max(0, pages - 1);
  // Opened afresh (no page in the history entry): where the saved answers stop, fixed once the
  // questions are known, so finishing a page does not turn it by itself.
  const [resumePage, setResumePage] = useState<number | null>(null);
  if (resumePage === null && query.data && hydrated) setResumePage(reachable);
  // A page after an unanswered one cannot be reached (Selanjutnya needs a full page).
  const page = Math.min(pageOfEntry(hydrated ? location.state : null) ?? resumePage ?? 0, reachable);
  const showPage = (next: number, replace = false) =>
    navigate(paths.TesDiri.getHref(), { state: { testPage: next }, replace, preventScrollReset: true });

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
    /** Takes over choices the page shows but the state lacks (made before hydration). */
    adopt,
    answer: (nomor: number, value: Answer) =>
      updateTestProgress((current) => ({ ...current, [nomor]: value })),
    goToPage: (next: number) => showPage(Math.max(0, Math.min(next, pages - 1))),
    /** After the questionnaire changed under a submission: reload it, then show what is missing. */
    async reload() {
      const { data } = await query.refetch();
      const missing = data ? firstIncompletePage(data.questions, answers) : null;
      if (missing !== null) await showPage(missing, true);
    },
    /** The test was sent: its answers leave this device's storage. */
    finish: clearTestProgress,
  };
}
