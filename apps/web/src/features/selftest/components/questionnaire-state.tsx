import { selftestMessages } from '@sehat/core/selftest/messages';
import { LoadingState } from '#web/components/ui/loading-state';
import { ApiError } from '#web/lib/api-error';
import type { useQuestionnaire } from '../hooks/use-questionnaire';
import { QuestionnaireForm } from './questionnaire-form';
import styles from './questionnaire.module.css';
import { ErrorState } from '#web/components/ui/error-state';

type Props = {
  questionnaire: ReturnType<typeof useQuestionnaire>;
  submitting: boolean;
  error: string | null;
  onSubmit: () => void;
};

/** Loading, failure and empty states of the questionnaire (spec §8), else the form. */
export function QuestionnaireState({ questionnaire, ...form }: Props) {
  const { query, questions } = questionnaire;
  if (query.isPending) return <LoadingState text={selftestMessages.loading} />;
  if (query.isError) {
    const offline = query.error instanceof ApiError && query.error.isNetworkError;
    return (
      <ErrorState
        message={offline ? selftestMessages.connectionFailed : selftestMessages.loadFailed}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (questions.length === 0) return <p className={styles.stateBox}>{selftestMessages.noQuestions}</p>;
  return <QuestionnaireForm questionnaire={questionnaire} {...form} />;
}
