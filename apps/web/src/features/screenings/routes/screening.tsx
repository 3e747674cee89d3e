import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { screeningMinutes, type ScoredScreeningCode } from '@sehat/core/screenings/instruments';
import { screeningCatalogue, screeningTestMessages } from '@sehat/core/screenings/messages';
import { selftestMessages } from '@sehat/core/selftest/messages';
import { focusMainHeading } from '#web/components/layout/route-focus';
import { QuestionnaireInstructions } from '#web/components/questionnaire/questionnaire-instructions';
import { QuestionnairePage } from '#web/components/questionnaire/questionnaire-page';
import { ScreeningChoice } from '#web/components/screenings/screening-choice';
import { PageHeader } from '#web/components/ui/page-header';
import { PageTitle } from '#web/components/ui/page-title';
import { paths } from '#web/config/paths';
import { ApiError } from '#web/lib/api-error';
import { newClientId } from '#web/lib/client-id';
import { enqueue } from '#web/lib/offline/submission-queue';
import { useSubmitScreening } from '../api/submit-screening';
import { ScreeningForm } from '../components/screening-form';
import { useScreeningAnswers } from '../hooks/use-screening-answers';
import { keepSubmitted } from '../utils/keep-submitted';

/**
 * PHQ-9 or GAD-7 (/tes-diri/phq-9, /tes-diri/gad-7): the choice of tests, instructions and all
 * items on one page. The server scores the answers (offline: the device, and the test waits to
 * be sent); the result page then shows them.
 */
export function ScreeningRoute({ code }: { code: ScoredScreeningCode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const answers = useScreeningAnswers(code);
  const submit = useSubmitScreening();
  const [error, setError] = useState<string | null>(null);
  const { title } = screeningCatalogue[code];

  const onSubmit = (jawaban: NonNullable<typeof answers.jawaban>) => {
    setError(null);
    const showResult = () => {
      answers.finish();
      void navigate(paths.ScreeningResult.getHref(code), { state: focusMainHeading });
    };
    const clientId = newClientId();
    submit.mutate(
      { code, jawaban, clientId },
      {
        onSuccess: (result) => {
          keepSubmitted(queryClient, result);
          showResult();
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.isNetworkError) {
            // No connection: the result page scores it here; it is sent (once) when the connection returns.
            enqueue({ kind: code, jawaban, clientId, takenAt: new Date().toISOString() });
            showResult();
          } else {
            setError(failure instanceof ApiError ? failure.message : screeningTestMessages.submitFailed);
          }
        },
      },
    );
  };

  return (
    <QuestionnairePage>
      <PageTitle title={title} />
      <PageHeader eyebrow={screeningTestMessages.eyebrow(screeningCatalogue[code].name)} title={title}>
        <p>{screeningTestMessages.intro[code]}</p>
      </PageHeader>
      <ScreeningChoice current={code} />
      <QuestionnaireInstructions
        titleId="screening-instructions-title"
        title={screeningTestMessages.instructionsTitle}
        lines={screeningTestMessages.instructions(screeningMinutes[code])}
        privacyNote={`${selftestMessages.disclaimer} ${screeningTestMessages.privacyNote}`}
      />
      <ScreeningForm
        code={code}
        answers={answers}
        submitting={submit.isPending}
        error={error}
        onSubmit={onSubmit}
      />
    </QuestionnairePage>
  );
}
