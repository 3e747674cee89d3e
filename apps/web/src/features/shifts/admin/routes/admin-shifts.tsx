import { useQuery } from '@tanstack/react-query';
import { shiftLabels, shiftMessages } from '@sehat/core/shifts/messages';
import { mayUse } from '@sehat/core/user/access';
import { InboxSubpage } from '#web/components/layout/inbox-subpage';
import { ErrorState } from '#web/components/ui/error-state';
import { LoadingState } from '#web/components/ui/loading-state';
import { useSession } from '#web/lib/auth/session';
import { serviceHoursQueryOptions } from '#web/features/service-hours';
import { useSaveShifts, useShiftCounsellors, useShifts } from '../api/shifts';
import { MyShifts } from '../components/my-shifts';
import { ShiftWeekEditor } from '../components/shift-week-editor';
import styles from '../components/shifts.module.css';

/**
 * /admin/chat/shift: everyone with the inbox sees their own shifts; supervisors and admins edit
 * the whole week (ADR 232).
 */
export function AdminShiftsRoute() {
  const { user } = useSession();
  const editor = user ? mayUse(user.role, 'shifts') : false;
  const shifts = useShifts();
  const counsellors = useShiftCounsellors(editor);
  const hours = useQuery(serviceHoursQueryOptions());
  const save = useSaveShifts();

  let content;
  if (shifts.isPending || (editor && counsellors.isPending))
    content = <LoadingState text={shiftLabels.loading} />;
  else if (shifts.isError || counsellors.isError)
    content = (
      <ErrorState
        message={shiftMessages.loadFailed}
        onRetry={() => void Promise.all([shifts.refetch(), editor && counsellors.refetch()])}
        retrying={shifts.isFetching || counsellors.isFetching}
      />
    );
  else
    content = (
      <>
        <MyShifts shifts={shifts.data.shifts.filter((shift) => shift.counsellorId === user?.id)} />
        {editor && counsellors.data && (
          <ShiftWeekEditor
            saved={shifts.data.shifts}
            counsellors={counsellors.data.counsellors}
            pending={save.isPending}
            onSubmit={(body) => save.mutateAsync(body)}
          />
        )}
      </>
    );

  return (
    <InboxSubpage title={shiftLabels.pageTitle} intro={shiftLabels.pageIntro} back={shiftLabels.backToInbox}>
      {hours.data && <p className={styles.zone}>{shiftLabels.zoneNote(hours.data.timezone)}</p>}
      {content}
    </InboxSubpage>
  );
}
