/** The result pages' route names (spec §2), as the web app's route table names them. */
export const resultRouteNames = [
  'ResultIsNeurosis',
  'ResultIsPsychotic',
  'ResultIsPTSD',
  'ResultIsNormal',
] as const;
export type ResultRouteName = (typeof resultRouteNames)[number];

const routeByHasil: Record<string, ResultRouteName> = {
  'Gejala Neurosis': 'ResultIsNeurosis',
  'Gejala Psikotik': 'ResultIsPsychotic',
  'Penggunaan Zat Psikotik': 'ResultIsPsychotic',
  'Gejala PTSD': 'ResultIsPTSD',
  Normal: 'ResultIsNormal',
};

/**
 * Where a freshly submitted result goes (spec §4): exactly these `hasil` values have a page;
 * anything else is null, and the test page shows an error naming it.
 */
export function resultRouteForHasil(hasil: string): ResultRouteName | null {
  return Object.hasOwn(routeByHasil, hasil) ? routeByHasil[hasil]! : null;
}

/**
 * The target of the header's 'Hasil Tes Diri' link (spec §2 Layout): the last result's text,
 * case-insensitively, checked in this order; anything else goes back to the test.
 */
export function headerResultRoute(lastResult: string): ResultRouteName | 'TesDiri' {
  const text = lastResult.toLowerCase();
  if (text.includes('neurosis')) return 'ResultIsNeurosis';
  if (text.includes('psikotik') || text.includes('zat')) return 'ResultIsPsychotic';
  if (text.includes('ptsd')) return 'ResultIsPTSD';
  if (text.includes('normal')) return 'ResultIsNormal';
  return 'TesDiri';
}

/**
 * Whether a result page's optional URL params (spec §2: hasil, severity) agree with the result
 * this device stored. The URL never decides what a page shows: a page whose params say
 * anything else (another severity, another result, nonsense) is left for the stored result's
 * own page.
 */
export function resultParamsAgree(
  params: { hasil?: string | undefined; severity?: string | undefined },
  stored: { hasil: string; severity: string },
): boolean {
  return (
    (params.hasil === undefined || params.hasil === stored.hasil) &&
    (params.severity === undefined || params.severity === stored.severity)
  );
}
