import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { dialogTitles } from '@sehat/core/messages';
import { useDialog } from '#web/components/dialog/dialog-context';
import { paths } from '#web/config/paths';

/**
 * For a visitor's login-only action: the spec's message, then the login page (spec §5), which
 * leads back here afterwards.
 */
export function useLoginRequired(): (message: string) => Promise<void> {
  const dialog = useDialog();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    async (message: string) => {
      await dialog.alert({ title: dialogTitles.warning, message });
      await navigate(paths.Login.getHref({ path: `${pathname}${search}` }));
    },
    [dialog, navigate, pathname, search],
  );
}
