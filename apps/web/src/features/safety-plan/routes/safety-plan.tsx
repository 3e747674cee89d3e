import { safetyPlanLabels, safetyPlanMessages } from '@sehat/core/safety-plan/messages';
import { PageContainer } from '../../../components/layout/page-container';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageHeader } from '../../../components/ui/page-header';
import { PageTitle } from '../../../components/ui/page-title';
import { useSession } from '../../../lib/auth/session';
import { useQuickExitOffer } from '../../../lib/quick-exit';
import { useDeleteSafetyPlan } from '../api/delete-safety-plan';
import { useSafetyPlan } from '../api/get-safety-plan';
import { useSaveSafetyPlan } from '../api/save-safety-plan';
import { DeviceNote } from '../components/device-note';
import { DevicePlanOffer } from '../components/device-plan-offer';
import { PlanEditor } from '../components/plan-editor';
import { PlanHelp } from '../components/plan-help';
import { clearDevicePlan, useDevicePlan, writeDevicePlan } from '../utils/device-plan';
import styles from '../components/safety-plan.module.css';

/** A logged-in person's plan, kept on the server; a plan left on this device may move in. */
function AccountPlan() {
  const plan = useSafetyPlan();
  const save = useSaveSafetyPlan();
  const remove = useDeleteSafetyPlan();
  const devicePlan = useDevicePlan();
  if (plan.isPending) return <LoadingState text={safetyPlanLabels.loading} />;
  if (plan.isError) {
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
      {devicePlan && <DevicePlanOffer devicePlan={devicePlan} accountHasPlan={plan.data !== null} />}
      <PlanEditor
        plan={plan.data}
        save={(content) => save.mutateAsync(content)}
        remove={() => remove.mutateAsync()}
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
  useQuickExitOffer();
  const { user } = useSession();
  return (
    <PageContainer width="medium" className={styles.page}>
      <PageTitle title={safetyPlanLabels.title} />
      <div data-print="hide">
        <PageHeader eyebrow={safetyPlanLabels.eyebrow} title={safetyPlanLabels.title}>
          <p>{safetyPlanLabels.intro}</p>
        </PageHeader>
      </div>
      {user ? <AccountPlan /> : <DevicePlan />}
      <PlanHelp />
    </PageContainer>
  );
}
