import { createContext, useContext } from 'react';

/**
 * Opens the crisis help (provided by the forum screen); called with the post's text after a post
 * with crisis language, so choosing the counsellor there tells them (ADR 225).
 */
export const CrisisHelpContext = createContext<(post: string) => void>(() => {});

export function useOfferCrisisHelp(): (post: string) => void {
  return useContext(CrisisHelpContext);
}
