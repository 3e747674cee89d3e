/**
 * Where a risk signal on a person's conversation came from (api.md "One risk model"): a shared
 * screening result with a risk item answered, a check-in answered berat/bahaya, crisis language
 * in their chat message, a crisis post whose writer chose the counsellor, a self-help measure.
 */
export const riskSources = ['srq29', 'phq9', 'gad7', 'checkin', 'chat', 'forum', 'selfhelp'] as const;
export type RiskSource = (typeof riskSources)[number];
