import { MessageCircle } from 'lucide-react';
import { useLocation } from 'react-router';
import { resultShareLabels } from '@sehat/core/chat/messages';
import { paths } from '../../config/paths';
import { Button } from '../ui/button';
import { ButtonLink } from '../ui/button-link';

/**
 * 'Bicara dengan konselor sekarang', the way from a crisis moment into the chat: a user gets
 * `onTalk`; a visitor logs in first and comes back to this page (or `returnPath`) with the
 * chat open.
 */
export function TalkNowButton({
  loggedIn,
  onTalk,
  returnPath,
}: {
  loggedIn: boolean;
  onTalk: () => void;
  returnPath?: string | undefined;
}) {
  const location = useLocation();
  const content = (
    <>
      <MessageCircle aria-hidden="true" size={20} />
      {resultShareLabels.talkNow}
    </>
  );
  if (loggedIn) {
    return (
      <Button size="lg" onClick={onTalk}>
        {content}
      </Button>
    );
  }
  const path = returnPath ?? `${location.pathname}${location.search}`;
  return (
    <ButtonLink size="lg" to={paths.Login.getHref({ path, chat: true })}>
      {content}
    </ButtonLink>
  );
}
