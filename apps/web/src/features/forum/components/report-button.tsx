import { useState } from 'react';
import { Flag } from 'lucide-react';
import { forumMessages, forumSafetyLabels } from '@sehat/core/forum/messages';
import { Button } from '#web/components/ui/button';
import type { ReportTarget } from '../api/report-item';
import { useLoginRequired } from '../hooks/use-login-required';
import { ReportDialog } from './report-dialog';

/** 'Laporkan' under someone else's item; a visitor is asked to log in first (spec §5). */
export function ReportButton({ target, loggedIn }: { target: ReportTarget; loggedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const loginRequired = useLoginRequired();
  const label =
    target.kind === 'question' ? forumSafetyLabels.reportQuestion : forumSafetyLabels.reportResponse;

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={label}
        onClick={() => (loggedIn ? setOpen(true) : void loginRequired(forumMessages.loginToReport))}
      >
        <Flag aria-hidden="true" size={16} />
        {forumSafetyLabels.report}
      </Button>
      {open && <ReportDialog target={target} onClose={() => setOpen(false)} />}
    </>
  );
}
