import { checkinLink } from '../checkins/links';
import { pagePaths } from '../site/page-paths';

/** Query parameters the forum reads from its URL: `pertanyaan` opens that question's detail. */
export const forumParams = { question: 'pertanyaan' } as const;

/**
 * Where each notification leads (site paths). A counsellor's reply opens the chat popup where
 * the user is; its link, the home page, is only where a fresh tab lands (ADR 77).
 */
export const notificationLinks = {
  question: (id: number) => `${pagePaths.Forum}?${forumParams.question}=${id}`,
  chat: pagePaths.Home,
  /** A removed question: the rules it broke. */
  rules: pagePaths.TermsOfUse,
  /** A due check-in: its one-tap question. */
  checkin: checkinLink,
  /** A risky conversation past its target: the inbox with it open. */
  counsellorInbox: (userId: number) => `${pagePaths.AdminChat}?user=${userId}`,
  /** After a risky conversation: the counsellor's own wellbeing check and debriefs. */
  care: pagePaths.AdminWellbeing,
  /** Someone else acted on the password: the profile, where the owner can change it. */
  profile: pagePaths.Profile,
  /** A self-help reminder: the session that waits. */
  programSession: (code: string, nomor: number) => `/program/${code}/sesi/${nomor}`,
} as const;
