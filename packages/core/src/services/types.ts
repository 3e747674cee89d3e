/** Kinds of service in the directory (api.md), from a health centre to a phone line. */
export const serviceTypes = [
  'puskesmas',
  'rumah-sakit-jiwa',
  'rumah-sakit',
  'klinik',
  'psikolog',
  'layanan-telepon',
] as const;
export type ServiceType = (typeof serviceTypes)[number];

export const serviceLimits = {
  nameMax: 150,
  cityMax: 80,
  addressMax: 300,
  phoneMax: 40,
  hoursMax: 120,
  queryMax: 100,
  pageSizeDefault: 20,
  pageSizeMax: 100,
  /** Rows of one CSV import. */
  importRowsMax: 5_000,
  /** Bytes of one CSV import. */
  importBytesMax: 2 * 1024 * 1024,
} as const;

/** The columns of the directory's CSV, in this order (api.md). */
export const serviceCsvColumns = [
  'name',
  'type',
  'province',
  'city',
  'address',
  'phone',
  'hours',
  'bpjs',
  'lat',
  'lng',
] as const;
export type ServiceCsvColumn = (typeof serviceCsvColumns)[number];
