import { useEffect } from 'react';
import { safetyPlanLabels, safetyPlanMessages } from '@sehat/core/safety-plan/messages';
import type { SafetyPlan } from '@sehat/core/safety-plan/schemas';
import { PageContainer } from '#web/components/layout/page-container';
import { useOnline } from '#web/components/layout/use-online';
import { ErrorState } from '#web/components/ui/error-state';
import { LoadingState } from '#web/components/ui/loading-state';
import { PageHeader } from '#web/components/ui/page-header';
import { PageTitle } from '#web/components/ui/page-title';
import { ApiError } from '#web/lib/api-error';
import { useSession } from '#web/lib/auth/session';
import { useDeleteSafetyPlan } from '../api/delete-safety-plan';
import { useSafetyPlan } from '../api/get-safety-plan';
import { useSaveSafetyPlan } from '../api/save-safety-plan';
import { DeviceNote } from '../components/device-note';
import { DevicePlanOffer } from '../components/device-plan-offer';
import { PlanEditor } from '../components/plan-editor';
import { PlanHelp } from '../components/plan-help';
import { WaitingNote } from '../components/waiting-note';
import {
  keepServerPlan,
  planToShow,
  useAccountPlanCopy,
  writeAccountPlanCopy,
} from '../utils/account-plan-copy';
import { clearDevicePlan, useDevicePlan, writeDevicePlan } from '../utils/device-plan';
import styles from '../components/safety-plan.module.css';

/**
 * A logged-in person's plan, kept on the server; a plan left on this device may move in. A copy
 * stays on the device, so the plan opens and changes without a connection; a change made offline
 * is sent when the connection returns (ADR 160).
 */
function AccountPlan({ userId }: { userId: number }) {
  const plan = useSafetyPlan();
  const save = useSaveSafetyPlan();
  const remove = useDeleteSafetyPlan();
  const devicePlan = useDevicePlan();
  const copy = useAccountPlanCopy(userId);
  const online = useOnline();
  useEffect(() => {
    if (plan.data !== undefined) keepServerPlan(userId, plan.data);
  }, [plan.data, userId]);

  /** Without a connection the change waits on the device; any other failure is the form's. */
  const orKeepOffline = (change: SafetyPlan | null) => (error: unknown) => {
    if (!(error instanceof ApiError && error.isNetworkError)) throw error;
    writeAccountPlanCopy({ userId, plan: change, waiting: true });
  };
  // Offline the copy shows at once, without waiting for the reads' retries to fail.
  const shown = planToShow(copy, plan.data, plan.isError || !online);
  if (shown === undefined && plan.isPending) return <LoadingState text={safetyPlanLabels.loading} />;
  if (shown === undefined) {
    return (
      <ErrorState
        message={safetyPlanMessages.loadFailed}
        onRetry={() => void plan.refetch()}
        retrying={plan.isFetching}
      />
    );
  }
  return (
    <>
      {copy?.waiting && <WaitingNote />}
      {devicePlan && <DevicePlanOffer devicePlan={devicePlan} accountHasPlan={shown !== null} />}
      <PlanEditor
        plan={shown}
        save={(content) =>
          save
            .mutateAsync(content)
            .then(
              (body) => writeAccountPlanCopy({ userId, plan: body.plan, waiting: false }),
              orKeepOffline({ ...content, updatedAt: new Date().toISOString() }),
            )
        }
        remove={() =>
          remove
            .mutateAsync()
            .then(() => writeAccountPlanCopy({ userId, plan: null, waiting: false }), orKeepOffline(null))
        }
        pending={{ saving: save.isPending, removing: remove.isPending }}
      />
    </>
  );
}

/** A visitor's plan, kept on this device only. */
function DevicePlan() {
  const plan = useDevicePlan();
  // A written plan comes first: it is what someone opens this page for in a hard moment.
  return (
    <>
      {!plan && <DeviceNote />}
      <PlanEditor
        plan={plan}
        save={async (content) => writeDevicePlan(content)}
        remove={async () => clearDevicePlan()}
        pending={{ saving: false, removing: false }}
      />
      {plan && <DeviceNote />}
    </>
  );
}

/**
 * /rencana-keamanan: the personal safety plan (Stanley & Brown's six steps and reasons to live),
 * with the crisis contacts always at the bottom and Keluar cepat in reach.
 */
export function SafetyPlanRoute() {
  const { user } = useSession();
  return (
    <PageContainer width="medium" className={styles.page}>
      <PageTitle title={safetyPlanLabels.title} />
      <div data-print="hide">
        <PageHeader eyebrow={safetyPlanLabels.eyebrow} title={safetyPlanLabels.title}>
          <p>{safetyPlanLabels.intro}</p>
        </PageHeader>
      </div>
      {user ? <AccountPlan userId={user.id} /> : <DevicePlan />}
      <PlanHelp />
    </PageContainer>
  );
}
