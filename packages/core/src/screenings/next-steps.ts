import type { ScreeningBand } from './bands';
import type { ScoredScreeningCode } from './instruments';
import { nextStepMessages } from './messages';

/** Next steps in tiers, as the NHS's care cards: look after yourself, get help soon, get help today. */
export const nextStepTiers = ['self-care', 'soon', 'urgent'] as const;
export type NextStepTier = (typeof nextStepTiers)[number];

export interface NextStep {
  tier: NextStepTier;
  /** The tier this result calls for; the others are shown too, after it. */
  recommended: boolean;
  title: string;
  text: string;
}

/**
 * Which tier a result calls for: a crisis answer always needs help today; from 10 on (the
 * usual cut-off of both instruments, where a clinical assessment is advised) help soon;
 * below that, self-care and watching whether it lasts.
 */
export function recommendedTier(
  _code: ScoredScreeningCode,
  band: ScreeningBand,
  crisis: boolean,
): NextStepTier {
  if (crisis) return 'urgent';
  return band === 'minimal' || band === 'ringan' ? 'self-care' : 'soon';
}

/** Every tier, the recommended one first, then from the gentlest to the most urgent. */
export function nextStepsOf(code: ScoredScreeningCode, band: ScreeningBand, crisis: boolean): NextStep[] {
  const recommended = recommendedTier(code, band, crisis);
  const order = [recommended, ...nextStepTiers.filter((tier) => tier !== recommended)];
  return order.map((tier) => ({
    tier,
    recommended: tier === recommended,
    title: nextStepMessages[tier].title,
    text: nextStepMessages[tier].text,
  }));
}
