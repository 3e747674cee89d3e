/** The self-test's vocabulary (selftest-scoring.md) and its limits, shared by server and web. */

/** Question categories, i.e. the SRQ-29 parts that are scored. */
export const selftestCategories = ['neurosis', 'psikotik', 'ptsd', 'zat'] as const;
export type Kategori = (typeof selftestCategories)[number];

export function isKategori(value: unknown): value is Kategori {
  return (selftestCategories as readonly unknown[]).includes(value);
}

export const severities = ['Ringan', 'Sedang', 'Berat'] as const;
export type Severity = (typeof severities)[number];
/** A result's severity: a domain severity, or 'Normal' when nothing is flagged. */
export type ResultSeverity = Severity | 'Normal';

export function isSeverity(value: unknown): value is Severity {
  return (severities as readonly unknown[]).includes(value);
}

/** The `hasil` of a flagged domain, and 'Normal'. */
export const hasilByKategori = {
  neurosis: 'Gejala Neurosis',
  zat: 'Penggunaan Zat Psikotik',
  psikotik: 'Gejala Psikotik',
  ptsd: 'Gejala PTSD',
} as const satisfies Record<Kategori, string>;
export const normalHasil = 'Normal';
export type Hasil = (typeof hasilByKategori)[Kategori] | typeof normalHasil;

export const selftestRules = {
  /** Spec §9: questions per page of the test. */
  questionsPerPage: 5,
  /** Riskesdas cut-off for neurosis; some SRQ-29 tools use 5 (the server makes it configurable). */
  defaultNeurosisCutoff: 6,
  /**
   * How long a visitor's result can be attached to the account they then sign in to, with
   * the claim token only their device holds (docs/decisions/0113).
   */
  claimWindowMs: 24 * 60 * 60 * 1000,
} as const;

export const questionLimits = {
  pertanyaanMax: 500,
  /** No questionnaire here comes near this; it bounds what one request may carry. */
  questionsMax: 200,
} as const;
