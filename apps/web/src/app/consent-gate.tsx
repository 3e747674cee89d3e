import { Navigate, useLocation } from 'react-router';
import { paths } from '#web/config/paths';
import { useSession } from '#web/lib/auth/session';

/** Pages a person who still has to consent may open: the consent screen and what it links to. */
const openWithoutConsent: readonly string[] = [
  paths.Consent.path,
  paths.PrivacyPolicy.path,
  paths.TermsOfUse.path,
];

/**
 * A logged-in user who has not consented to the current privacy policy is sent to the consent
 * screen before any other page, and comes back to where they were going afterwards.
 */
export function ConsentGate() {
  const { user, consentNeeded } = useSession();
  const location = useLocation();
  if (!user || !consentNeeded || openWithoutConsent.includes(location.pathname)) return null;
  const back = `${location.pathname}${location.search}`;
  return <Navigate to={paths.Consent.getHref({ path: back, chat: false })} replace />;
}
