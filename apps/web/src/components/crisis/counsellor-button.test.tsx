// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { counsellorEntryLabels } from '@sehat/core/chat/messages';
import { CounsellorDialogSlot, type CounsellorDialogProps } from '#web/lib/slots/counsellor-dialog';
import { CounsellorButton } from './counsellor-button';

afterEach(cleanup);

function NamedDialog({ returnPath }: CounsellorDialogProps) {
  return <div role="dialog" aria-label={`dialog back to ${returnPath ?? ''}`} />;
}

describe('the counsellor button opens the dialog the app shell provides (ADR 247)', () => {
  it('shows the provided dialog, with what the button was told, once pressed', async () => {
    render(
      <CounsellorDialogSlot value={(props) => <NamedDialog {...props} />}>
        <CounsellorButton returnPath="/bantuan" />
      </CounsellorDialogSlot>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: counsellorEntryLabels.start }));
    expect(screen.getByRole('dialog', { name: 'dialog back to /bantuan' })).toBeTruthy();
  });

  it('refuses to render without one, so a missing wiring cannot leave a button that does nothing', () => {
    expect(() => render(<CounsellorButton />)).toThrow(/CounsellorDialogSlot/);
  });
});
