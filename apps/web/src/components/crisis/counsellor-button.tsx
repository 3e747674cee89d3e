import { Suspense, useState } from 'react';
import { MessageCircle } from 'lucide-react';
import { counsellorEntryLabels } from '@sehat/core/chat/messages';
import { useCounsellorDialog } from '#web/lib/slots/counsellor-dialog';
import { Button } from '../ui/button';
import type { ButtonSize, ButtonVariant } from '../ui/button-classes';

/**
 * 'Bicara dengan konselor': the one way to a counsellor, the same on every screen (ADR 113).
 * It first says what happens (hours, queue, numbers meanwhile), then starts the chat, with the
 * person's result shared only if they choose so; a visitor signs in on the way.
 */
export function CounsellorButton({
  size = 'lg',
  variant = 'primary',
  returnPath,
  forumPost,
  onStarted,
}: {
  size?: ButtonSize;
  variant?: ButtonVariant;
  /** Where a visitor comes back to, chat open, after signing in (default: this page). */
  returnPath?: string | undefined;
  /** A forum post with crisis language: starting the chat tells the counsellors (ADR 225). */
  forumPost?: string | undefined;
  /** The chat has opened (e.g. a dialog around the button closes, so the chat can be used). */
  onStarted?: (() => void) | undefined;
}) {
  const renderDialog = useCounsellorDialog();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size={size} variant={variant} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <MessageCircle aria-hidden="true" size={size === 'sm' ? 16 : 20} />
        {counsellorEntryLabels.start}
      </Button>
      {open && (
        <Suspense fallback={null}>
          {renderDialog({
            returnPath,
            forumPost,
            onClose: () => setOpen(false),
            onStarted: () => {
              setOpen(false);
              onStarted?.();
            },
          })}
        </Suspense>
      )}
    </>
  );
}
