import { MessageCircle } from 'lucide-react';
import { whatsappMessages } from '@sehat/core/whatsapp/messages';
import { formatDateTime } from '@sehat/core/time/format';
import { Button } from '#web/components/ui/button';
import { ErrorState } from '#web/components/ui/error-state';
import { FormAlert } from '#web/components/ui/form-alert';
import { LoadingState } from '#web/components/ui/loading-state';
import { ApiError } from '#web/lib/api-client';
import { useSession } from '#web/lib/auth/session';
import { useAskLinkCode, useUnlinkWhatsapp, useWhatsappLink } from '../api/whatsapp-link';
import styles from './whatsapp-link-section.module.css';

const m = whatsappMessages.profile;

/** The server's words for a refused request (too many codes, already linked), else ours. */
const failure = (error: Error | null, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;

/**
 * The profile's WhatsApp card (ADR 233): the linked number, masked, and unlinking; or a one-time
 * code to send from WhatsApp, after which the card notices the link by itself. Only people who
 * chat with the counsellors have it.
 */
export function WhatsappLinkSection() {
  const role = useSession().user?.role;
  const ask = useAskLinkCode();
  const unlink = useUnlinkWhatsapp();
  const state = useWhatsappLink(ask.isSuccess);
  if (role !== 'user') return null;

  let content;
  if (state.isPending) content = <LoadingState text={m.loading} />;
  else if (state.isError)
    content = (
      <ErrorState message={m.loadFailed} onRetry={() => void state.refetch()} retrying={state.isFetching} />
    );
  else if (state.data.linked) {
    const { phone, linkedAt } = state.data.linked;
    content = (
      <>
        <p className={styles.linked}>
          {m.linked(phone)} <span className={styles.since}>{m.linkedSince(formatDateTime(linkedAt))}</span>
        </p>
        <Button variant="secondary" loading={unlink.isPending} onClick={() => unlink.mutate()}>
          {unlink.isPending ? m.unlinking : m.unlink}
        </Button>
        {unlink.isError && <FormAlert message={failure(unlink.error, m.unlinkFailed)} />}
      </>
    );
  } else if (!state.data.enabled) content = <p className={styles.hint}>{m.off}</p>;
  else
    content = (
      <>
        <p className={styles.hint}>{unlink.isSuccess ? m.unlinked : m.notLinked}</p>
        {ask.isSuccess && (
          <div className={styles.code} role="status">
            <p className={styles.codeLabel}>{m.code}</p>
            <p className={styles.codeValue}>{ask.data.code}</p>
            <p>{m.codeHowTo(ask.data.code, formatDateTime(ask.data.expiresAt))}</p>
          </div>
        )}
        <Button loading={ask.isPending} onClick={() => ask.mutate()}>
          {ask.isPending ? m.askingCode : m.askCode}
        </Button>
        {ask.isError && <FormAlert message={failure(ask.error, m.codeFailed)} />}
      </>
    );

  return (
    <section className={styles.section} aria-labelledby="whatsapp-link-title">
      <h2 id="whatsapp-link-title" className={styles.title}>
        <MessageCircle aria-hidden="true" size={22} />
        {m.title}
      </h2>
      <p className={styles.hint}>{m.intro}</p>
      {content}
    </section>
  );
}
