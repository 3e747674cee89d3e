import { useState } from 'react';
import { LogOut } from 'lucide-react';
import { dialogTitles, labels } from '@sehat/core/messages';
import { authMessages } from '@sehat/core/auth/messages';
import { profileLabels } from '@sehat/core/profile/messages';
import { timings } from '@sehat/core/timings';
import { paths } from '#web/config/paths';
import { errorMessage } from '#web/lib/api-error';
import { useLogoutMutation } from '../api/logout';
import { useDialog } from '#web/components/dialog/dialog-context';
import { Button } from '#web/components/ui/button';
import type { ButtonStyleProps } from '#web/components/ui/button-classes';

/**
 * Logout with the spec's confirmation; afterwards the page reloads so no state of the
 * old session survives (users land on Home, the admin on Login).
 */
export function LogoutButton({
  area = 'site',
  className,
  ...style
}: { area?: 'site' | 'admin'; className?: string } & ButtonStyleProps) {
  const dialog = useDialog();
  const logout = useLogoutMutation();
  const [leaving, setLeaving] = useState(false);
  const isAdmin = area === 'admin';

  const onClick = async () => {
    const confirmed = await dialog.confirm({
      message: isAdmin ? authMessages.adminLogoutConfirm : authMessages.logoutConfirm,
      confirmLabel: isAdmin ? authMessages.adminLogoutButton : authMessages.logoutButton,
    });
    if (!confirmed) return;
    try {
      await logout.mutateAsync();
    } catch (error) {
      await dialog.alert({
        title: dialogTitles.failure,
        message: errorMessage(error, authMessages.logoutFailed),
        tone: 'danger',
      });
      return;
    }
    setLeaving(true);
    const target = isAdmin ? paths.Login.getHref() : paths.Home.getHref();
    window.setTimeout(() => window.location.assign(target), timings.logoutReloadMs);
  };

  return (
    <Button
      {...style}
      className={className}
      loading={logout.isPending || leaving}
      onClick={() => void onClick()}
    >
      <LogOut aria-hidden="true" size={18} />
      {isAdmin ? labels.adminNav.logout : profileLabels.logout}
    </Button>
  );
}
