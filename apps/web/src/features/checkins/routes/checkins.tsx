import { useEffect, useState } from 'react';
import { Footprints, LogIn } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { CheckinAnswer } from '@sehat/core/checkins/answers';
import { checkinLabels, checkinMessages } from '@sehat/core/checkins/messages';
import type { CheckinAnswerResponse } from '@sehat/core/checkins/schemas';
import { programLabels } from '@sehat/core/programs/messages';
import { offeredProgram } from '@sehat/core/programs/registry';
import { PageContainer } from '#web/components/layout/page-container';
import { ButtonLink } from '#web/components/ui/button-link';
import { ErrorState } from '#web/components/ui/error-state';
import { FormAlert } from '#web/components/ui/form-alert';
import { LoadingState } from '#web/components/ui/loading-state';
import { PageHeader } from '#web/components/ui/page-header';
import { PageTitle } from '#web/components/ui/page-title';
import { checkinParams, paths } from '#web/config/paths';
import { errorMessage } from '#web/lib/api-error';
import { useSession } from '#web/lib/auth/session';
import { useAnswerCheckin } from '../api/answer-checkin';
import { useCheckins } from '../api/get-checkins';
import { AnswerResult } from '../components/answer-result';
import { CheckinHistory } from '../components/checkin-history';
import { CheckinQuestion } from '../components/checkin-question';
import { CheckinSchedule } from '../components/checkin-schedule';
import { checkinToAsk } from '../utils/checkin-to-ask';
import styles from '../components/checkins.module.css';

/** A visitor learns what check-ins are; they need an account, so the way is to log in first. */
function VisitorOffer() {
  const returnTo = { path: paths.Checkins.getHref() };
  return (
    <section className={styles.panel} aria-labelledby="checkin-offer">
      <h2 id="checkin-offer" className={styles.panelTitle}>
        {checkinLabels.offerTitle}
      </h2>
      <p>{checkinLabels.offerText}</p>
      <p>{checkinLabels.offerLoginText}</p>
      <ButtonLink to={paths.Login.getHref(returnTo)} className={styles.panelAction}>
        <LogIn aria-hidden="true" size={18} />
        {checkinLabels.offerLogin}
      </ButtonLink>
    </section>
  );
}

function UserCheckins({
  requestedId,
  emailVerified,
}: {
  requestedId: number | null;
  emailVerified: boolean;
}) {
  const checkins = useCheckins();
  const answer = useAnswerCheckin();
  const [result, setResult] = useState<(CheckinAnswerResponse & { answer: CheckinAnswer }) | null>(null);
  const { refetch } = checkins;
  // A notification opens this page for a check-in sent since the list was read.
  useEffect(() => {
    if (requestedId !== null) void refetch();
  }, [requestedId, refetch]);
  if (checkins.isPending) return <LoadingState text={checkinLabels.loading} />;
  if (checkins.isError) {
    return (
      <ErrorState
        message={checkinMessages.loadFailed}
        onRetry={() => void checkins.refetch()}
        retrying={checkins.isFetching}
      />
    );
  }
  const asking = result ? null : checkinToAsk(checkins.data, requestedId);
  return (
    <>
      {result && <AnswerResult answer={result.answer} crisis={result.crisis} />}
      {asking && (
        <>
          <FormAlert
            message={answer.error ? errorMessage(answer.error, checkinMessages.answerFailed) : null}
          />
          <CheckinQuestion
            sending={answer.isPending ? (answer.variables?.answer ?? null) : null}
            onAnswer={(value) =>
              answer.mutate(
                { id: asking.id, answer: value },
                { onSuccess: (body) => setResult({ ...body, answer: value }) },
              )
            }
          />
        </>
      )}
      <CheckinSchedule checkins={checkins.data} emailVerified={emailVerified} />
      <CheckinHistory checkins={checkins.data} />
    </>
  );
}

/**
 * /cek-kabar: check-ins, offered and never imposed. A due one's notification opens here with
 * its one-tap question; the person sees what is scheduled and can stop it.
 */
export function CheckinsRoute() {
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  const requested = Number(searchParams.get(checkinParams.checkin));
  return (
    <PageContainer width="medium" className={styles.page}>
      <PageTitle title={checkinLabels.title} />
      <PageHeader title={checkinLabels.title} />
      {user ? (
        <UserCheckins
          requestedId={Number.isSafeInteger(requested) && requested > 0 ? requested : null}
          emailVerified={user.emailVerified}
        />
      ) : (
        <VisitorOffer />
      )}
      <p className={styles.related}>
        <Footprints aria-hidden="true" size={18} />
        <Link to={paths.Program.getHref(offeredProgram.code)}>{programLabels.crossLink}</Link>
      </p>
    </PageContainer>
  );
}
