import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { selftestMessages } from '@sehat/core/selftest/messages';
import { resultRouteForHasil } from '@sehat/core/selftest/result-routing';
import type { StoredResult } from '@sehat/core/selftest/test-state';
import { focusMainHeading } from '#web/components/layout/route-focus';
import { QuestionnaireInstructions } from '#web/components/questionnaire/questionnaire-instructions';
import { QuestionnairePage } from '#web/components/questionnaire/questionnaire-page';
import { ScreeningChoice } from '#web/components/screenings/screening-choice';
import { PageHeader } from '#web/components/ui/page-header';
import { PageTitle } from '#web/components/ui/page-title';
import { paths } from '#web/config/paths';
import { ApiError } from '#web/lib/api-error';
import { useSession } from '#web/lib/auth/session';
import { newClientId } from '#web/lib/client-id';
import { enqueue } from '#web/lib/offline/submission-queue';
import { saveCompletedTest } from '../utils/test-state-store';
import { useHydrated } from '#web/lib/use-hydrated';
import { useSubmitAnswers } from '../api/submit-answers';
import { PreviousResultNote } from '../components/previous-result-note';
import { QuestionnaireState } from '../components/questionnaire-state';
import { NewQuestionNotice } from '../components/new-question-notice';
import { SubmittedWithCrisis } from '../components/submitted-with-crisis';
import { useQuestionnaire } from '../hooks/use-questionnaire';
import { scoreOnDevice } from '../utils/score-on-device';

function submitErrorMessage(error: unknown): string {
  return error instanceof ApiError && !error.isNetworkError
    ? error.message
    : selftestMessages.submitConnectionFailed;
}

/** The result page a history entry's crisis screen leads to (its state, never its URL). */
function crisisResultOfEntry(state: unknown): string | null {
  const href =
    typeof state === 'object' && state !== null ? (state as { crisisResult?: unknown }).crisisResult : null;
  return typeof href === 'string' && href.startsWith('/') ? href : null;
}

/**
 * Tes Diri (spec §2, §4): the choice of tests (SRQ-29 here, PHQ-9 and GAD-7 beside it),
 * instructions, then the questionnaire; the server scores it (offline: the device, and the test
 * waits to be sent) and the app goes to the result page without putting the result in the URL. After a crisis answer
 * the help box comes first, before the way to the result page: that screen is the history
 * entry's state, so a reload, Back and Forward keep it (shown once hydrated).
 */
export function TesDiriRoute() {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const hydrated = useHydrated();
  const crisisResultHref = hydrated ? crisisResultOfEntry(location.state) : null;
  const [submitError, setSubmitError] = useState<string | null>(null);
  const questionnaire = useQuestionnaire({ poll: crisisResultHref === null });
  const submit = useSubmitAnswers();

  /** The result, from the server or scored on the device: its page, or the crisis box first. */
  const showResult = (result: StoredResult & { score: number; crisis: boolean }) => {
    saveCompletedTest(result, user?.id ?? null);
    questionnaire.finish();
    const route = resultRouteForHasil(result.hasil);
    if (!route) return setSubmitError(selftestMessages.unknownResult(result.hasil));
    const href = paths[route].getHref();
    // Focus goes to the crisis box's heading here, or to the result page's heading.
    if (result.crisis) {
      void navigate(paths.TesDiri.getHref(), { replace: true, state: { crisisResult: href } });
    } else {
      void navigate(href, { state: focusMainHeading });
    }
  };

  const onSubmit = () => {
    if (!questionnaire.jawaban) return;
    setSubmitError(null);
    const body = {
      jawaban: questionnaire.jawaban,
      revision: questionnaire.revision,
      clientId: newClientId(),
    };
    submit.mutate(body, {
      onSuccess: showResult,
      onError: (error) => {
        const questions = questionnaire.query.data;
        if (error instanceof ApiError && error.isNetworkError && questions) {
          // No connection: scored here, and sent (once) when the connection returns.
          const takenAt = new Date();
          enqueue({ kind: 'srq29', ...body, takenAt: takenAt.toISOString() });
          showResult(scoreOnDevice(questions, body.jawaban, takenAt));
        } else if (error instanceof ApiError && error.code === 'QUESTIONS_CHANGED') {
          setSubmitError(selftestMessages.questionsChanged);
          void questionnaire.reload();
        } else {
          setSubmitError(submitErrorMessage(error));
        }
      },
    });
  };

  return (
    <QuestionnairePage>
      <PageTitle title={selftestMessages.title} />
      {crisisResultHref ? (
        <SubmittedWithCrisis resultHref={crisisResultHref} />
      ) : (
        <>
          <PageHeader eyebrow={selftestMessages.eyebrow} title={selftestMessages.title}>
            <p>{selftestMessages.intro}</p>
          </PageHeader>
          <ScreeningChoice current="srq29" />
          <QuestionnaireInstructions
            titleId="instructions-title"
            title={selftestMessages.instructionsTitle}
            lines={selftestMessages.instructions}
            privacyNote={`${selftestMessages.disclaimer} ${selftestMessages.privacyNote}`}
          />
          <PreviousResultNote viewerId={user?.id ?? null} />
          <NewQuestionNotice visible={questionnaire.showNewQuestionNotice} />
          <QuestionnaireState
            questionnaire={questionnaire}
            submitting={submit.isPending}
            error={submitError}
            onSubmit={onSubmit}
          />
        </>
      )}
    </QuestionnairePage>
  );
}
