import { createContext, useContext } from 'react';

/** Opens the crisis help (provided by the forum screen); called after a post with crisis language. */
export const CrisisHelpContext = createContext<() => void>(() => {});

export function useOfferCrisisHelp(): () => void {
  return useContext(CrisisHelpContext);
}
