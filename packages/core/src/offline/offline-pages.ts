import { matchPage, type PageName } from '../site/page-paths';

/**
 * The pages that work without a connection after one visit (ADR 160, 220): the tests are scored
 * on the device, the crisis contacts come with the site's settings, the plan has its copy, the
 * self-help programmes are read from their pages' code (ADR 228). Every
 * other page needs the network and says so while offline.
 */
export const offlinePages: ReadonlySet<PageName> = new Set<PageName>([
  'Home',
  'TesDiri',
  'Screening',
  'ScreeningResult',
  'ResultIsNeurosis',
  'ResultIsPsychotic',
  'ResultIsPTSD',
  'ResultIsNormal',
  'HelpNow',
  'SafetyPlan',
  // The programmes' text comes with their pages' code; a member's progress waits for the network.
  'Programs',
  'Program',
  'ProgramSession',
]);

/** Whether the page at `pathname` works without a connection. */
export function worksOffline(pathname: string): boolean {
  const page = matchPage(pathname);
  return page !== undefined && offlinePages.has(page.name);
}
