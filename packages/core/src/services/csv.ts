/** One record of a CSV text: its fields and the line it starts on (1 = the first line). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

export type CsvParse =
  | { ok: true; delimiter: ',' | ';'; records: CsvRecord[] }
  | { ok: false; line: number; reason: 'unclosed-quote' };

/**
 * The delimiter of the header line: a comma, or a semicolon when the header has semicolons and
 * no comma (spreadsheets set to Indonesian, where the comma is the decimal mark, write those).
 */
function delimiterOf(text: string): ',' | ';' {
  const header = text.slice(0, text.search(/\r?\n|$/));
  return header.includes(';') && !header.includes(',') ? ';' : ',';
}

/**
 * RFC 4180 CSV: fields in double quotes may hold delimiters, line breaks and doubled quotes;
 * lines end in LF or CRLF; a byte-order mark is ignored; blank lines are skipped.
 */
export function parseCsv(input: string): CsvParse {
  const text = input.replace(/^\uFEFF/, '');
  const delimiter = delimiterOf(text);
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteLine = 1;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== '') records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
    } else if (char === '"' && field === '') {
      quoted = true;
      quoteLine = line;
    } else if (char === delimiter) {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      field += char;
    }
  }
  if (quoted) return { ok: false, line: quoteLine, reason: 'unclosed-quote' };
  endRecord();
  return { ok: true, delimiter, records };
}

/**
 * A cell a spreadsheet would run as a formula (`=`, `@`, or `+`/`-` not starting a number) gets
 * a leading apostrophe, which spreadsheets show as text; the import takes it off again.
 */
function guarded(value: string): string {
  if (/^[=@\t\r]/.test(value) || /^[+-](?![0-9 ().,-]*$)/.test(value)) return `'${value}`;
  return value;
}

/** A cell as written by `toCsv`, read back: without the apostrophe that guarded a formula. */
export function unguarded(value: string): string {
  return /^'[=@+\-\t\r]/.test(value) ? value.slice(1) : value;
}

/** Rows as CSV text (comma-separated, CRLF line ends), quoting where a field needs it. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  const cell = (value: string) => {
    const safe = guarded(value);
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
