import { useState } from 'react';
import { forumSafetyLabels } from '@sehat/core/forum/messages';
import { hasCrisisLanguage } from '@sehat/core/safety/crisis-language';
import { Button } from '#web/components/ui/button';
import { ApiError } from '#web/lib/api-error';
import { CrisisDialog } from '../components/crisis-dialog';

/** Sends the post; `held` says its writer already saw the help and chose to post. */
type Send = (anonymous: boolean, held: boolean) => void;

type Care =
  | { kind: 'held'; text: string; anonymous: boolean; send: Send }
  | { kind: 'unsent'; text: string; reason: string }
  | null;

/**
 * A new forum post with crisis language waits for its writer (ADR 119): post as it is, post as
 * Anonim, go back to the text, or talk to a counsellor instead (`leave` keeps the text and
 * closes the panel, so the chat can be used). A post the rate limit turned away is met with the
 * help, not with 'Gagal'.
 */
export function useCrisisHold(leave: () => void) {
  const [care, setCare] = useState<Care>(null);
  const close = () => setCare(null);

  const guard = (text: string, anonymous: boolean, send: Send) => {
    if (hasCrisisLanguage(text)) setCare({ kind: 'held', text, anonymous, send });
    else send(anonymous, false);
  };

  /** True when the failure was the rate limit on a post with crisis language (help is shown). */
  const unsent = (text: string, error: unknown): boolean => {
    if (!(error instanceof ApiError) || error.status !== 429 || !hasCrisisLanguage(text)) return false;
    setCare({ kind: 'unsent', text, reason: error.message });
    return true;
  };

  const chatStarted = () => {
    close();
    leave();
  };

  let dialog = null;
  if (care?.kind === 'held') {
    const post = (anonymous: boolean) => {
      close();
      care.send(anonymous, true);
    };
    dialog = (
      <CrisisDialog
        title={forumSafetyLabels.holdTitle}
        text={forumSafetyLabels.holdText}
        forumPost={care.text}
        onClose={close}
        onChatStarted={chatStarted}
        actions={
          <>
            <Button variant="secondary" onClick={close}>
              {forumSafetyLabels.holdBack}
            </Button>
            {care.anonymous ? (
              <Button variant="secondary" onClick={() => post(true)}>
                {forumSafetyLabels.holdPost}
              </Button>
            ) : (
              <>
                <Button variant="secondary" onClick={() => post(false)}>
                  {forumSafetyLabels.holdPostNamed}
                </Button>
                <Button variant="secondary" onClick={() => post(true)}>
                  {forumSafetyLabels.anonymous}
                </Button>
              </>
            )}
          </>
        }
      />
    );
  } else if (care?.kind === 'unsent') {
    dialog = (
      <CrisisDialog
        title={forumSafetyLabels.unsentTitle}
        text={`${care.reason} ${forumSafetyLabels.unsentHelp}`}
        forumPost={care.text}
        onClose={close}
        onChatStarted={chatStarted}
      />
    );
  }
  return { guard, unsent, dialog };
}
