import { serviceMessages } from './messages';
import { provinceNamed } from './provinces';
import { serviceBodySchema, serviceKey, type Service, type ServiceBody } from './schemas';
import { unguarded, parseCsv, toCsv, type CsvRecord } from './csv';
import { serviceCsvColumns, serviceLimits, serviceTypes, type ServiceCsvColumn } from './types';

export interface CsvLineError {
  line: number;
  message: string;
}

export type ServiceCsvRead =
  { ok: true; services: { line: number; service: ServiceBody }[] } | { ok: false; errors: CsvLineError[] };

const yes = new Set(['ya', 'y', 'yes', 'true', '1']);
const no = new Set(['tidak', 't', 'no', 'false', '0']);

function bpjsOf(value: string): boolean | null | undefined {
  const lower = value.toLowerCase();
  if (lower === '') return null;
  if (yes.has(lower)) return true;
  if (no.has(lower)) return false;
  return undefined;
}

/** A coordinate cell; with `;` as delimiter the decimal mark may be a comma. */
function numberOf(value: string, decimalComma: boolean): number | null {
  if (value === '') return null;
  const normal = decimalComma ? value.replace(',', '.') : value;
  return /^-?\d+(\.\d+)?$/.test(normal) ? Number(normal) : Number.NaN;
}

/** Reads one record into a service, or the messages of everything wrong with it. */
function serviceOf(
  cells: Record<ServiceCsvColumn, string>,
  decimalComma: boolean,
): { service: ServiceBody } | { messages: string[] } {
  const messages: string[] = [];
  const type = serviceTypes.find((known) => known === cells.type.toLowerCase());
  if (!type) messages.push(serviceMessages.csvType(cells.type));
  const province = cells.province === '' ? null : provinceNamed(cells.province);
  if (province === undefined) messages.push(serviceMessages.csvProvince(cells.province));
  const bpjs = bpjsOf(cells.bpjs);
  if (bpjs === undefined) messages.push(serviceMessages.bpjsInvalid);
  // The cells already refused stand in as valid ones, so the other cells are checked too.
  const parsed = serviceBodySchema.safeParse({
    name: cells.name,
    type: type ?? serviceTypes[0],
    province: province ?? null,
    city: cells.city,
    address: cells.address,
    phone: cells.phone,
    hours: cells.hours,
    bpjs: bpjs ?? null,
    lat: numberOf(cells.lat, decimalComma),
    lng: numberOf(cells.lng, decimalComma),
  });
  if (!parsed.success) messages.push(...parsed.error.issues.map((issue) => issue.message));
  return messages.length || !parsed.success ? { messages: [...new Set(messages)] } : { service: parsed.data };
}

function headerErrors(header: string[]): string[] {
  const missing = serviceCsvColumns.filter((column) => !header.includes(column));
  const unknown = header
    .filter((column) => !(serviceCsvColumns as readonly string[]).includes(column))
    .map((column) => (column.length > 40 ? `${column.slice(0, 40)}…` : column));
  return [
    ...(missing.length ? [serviceMessages.csvMissingColumns(missing)] : []),
    ...(unknown.length ? [serviceMessages.csvUnknownColumns(unknown)] : []),
  ];
}

/**
 * The services of a CSV file with the directory's columns (any order, header first), or every
 * error found, each with its line: a file with any error is refused whole.
 */
export function readServiceCsv(text: string): ServiceCsvRead {
  const parsed = parseCsv(text);
  if (!parsed.ok)
    return { ok: false, errors: [{ line: parsed.line, message: serviceMessages.csvUnclosedQuote }] };
  const [head, ...rows] = parsed.records;
  if (!head || rows.length === 0)
    return { ok: false, errors: [{ line: 1, message: serviceMessages.csvEmpty }] };
  const header = head.fields.map((name) => name.trim().toLowerCase());
  const wrongHeader = headerErrors(header);
  if (wrongHeader.length)
    return { ok: false, errors: wrongHeader.map((message) => ({ line: head.line, message })) };
  if (rows.length > serviceLimits.importRowsMax) {
    return {
      ok: false,
      errors: [{ line: rows[serviceLimits.importRowsMax]!.line, message: serviceMessages.csvTooManyRows }],
    };
  }

  const errors: CsvLineError[] = [];
  const services: { line: number; service: ServiceBody }[] = [];
  const seen = new Map<string, number>();
  const cellsOf = ({ fields }: CsvRecord) =>
    Object.fromEntries(header.map((column, i) => [column, unguarded((fields[i] ?? '').trim())])) as Record<
      ServiceCsvColumn,
      string
    >;
  for (const record of rows) {
    if (record.fields.length !== header.length) {
      errors.push({
        line: record.line,
        message: serviceMessages.csvFieldCount(record.fields.length, header.length),
      });
      continue;
    }
    const read = serviceOf(cellsOf(record), parsed.delimiter === ';');
    if ('messages' in read) {
      errors.push(...read.messages.map((message) => ({ line: record.line, message })));
      continue;
    }
    const key = serviceKey(read.service);
    const earlier = seen.get(key);
    if (earlier !== undefined)
      errors.push({ line: record.line, message: serviceMessages.csvDuplicate(earlier) });
    else seen.set(key, record.line);
    services.push({ line: record.line, service: read.service });
  }
  return errors.length ? { ok: false, errors } : { ok: true, services };
}

/** The directory as CSV, in the columns `readServiceCsv` reads back. */
export function serviceCsv(services: readonly Service[]): string {
  const rows = services.map((s) => [
    s.name,
    s.type,
    s.province ?? '',
    s.city ?? '',
    s.address ?? '',
    s.phone ?? '',
    s.hours ?? '',
    s.bpjs === null ? '' : s.bpjs ? 'ya' : 'tidak',
    s.lat === null ? '' : String(s.lat),
    s.lng === null ? '' : String(s.lng),
  ]);
  return toCsv([[...serviceCsvColumns], ...rows]);
}
