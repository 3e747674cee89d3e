import { commonMessages, selftestMessages } from '@sehat/core/messages';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadingState } from '../../../components/ui/loading-state';
import { ApiError } from '../../../lib/api-error';
import type { useQuestionnaire } from '../hooks/use-questionnaire';
import { QuestionnaireForm } from './questionnaire-form';
import styles from './questionnaire.module.css';

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
      <div className={styles.stateBox}>
        <FormAlert message={offline ? selftestMessages.connectionFailed : selftestMessages.loadFailed} />
        <Button variant="secondary" onClick={() => void query.refetch()} loading={query.isFetching}>
          {commonMessages.retry}
        </Button>
      </div>
    );
  }
  if (questions.length === 0) return <p className={styles.stateBox}>{selftestMessages.noQuestions}</p>;
  return <QuestionnaireForm questionnaire={questionnaire} {...form} />;
}
