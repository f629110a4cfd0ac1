/**
 * Reading an eligibility file: bytes → the known columns of each row, or why the file cannot be read at
 * all (not text, no header, a missing column, too many rows, broken quoting). csv-parse does the CSV
 * (RFC 4180 quoting, a BOM, CRLF); its streaming API hands records over a few at a time, and the reader
 * yields to the event loop every few hundred, so a 50,000-row file never holds it for long.
 */
import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { ELIGIBILITY_COLUMNS, ELIGIBILITY_MAX_ROWS } from '@portal/contracts/eligibility';
import { fillMessage } from '@portal/contracts/localize-message';

export type EligibilityColumn = (typeof ELIGIBILITY_COLUMNS)[number];
export type EligibilityRecord = Record<EligibilityColumn, string>;

export interface ParsedRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  data: EligibilityRecord;
}

export type ParsedFile = { ok: true; rows: ParsedRow[] } | { ok: false; failure: string };

export const ELIGIBILITY_FILE_MESSAGES = {
  empty: 'The file is empty. Upload a CSV file with a header row and one row per person.',
  binary: 'This is not a CSV file: it holds binary data. Save the sheet as CSV (UTF-8) and upload that.',
  noHeader: 'This file has no header row. Its first line must name the columns: {columns}.',
  missingColumns: 'The header row has no {columns} column. Name every column: {expected}.',
  tooManyRows: 'A file may have at most {max} rows; this one has {count}. Split it into smaller files.',
  noRows: 'The file has a header row but no rows.',
  unreadable: 'The file could not be read as CSV at line {line}: {reason}. Check its quotes and upload it again.',
} as const;

/** Bytes fed to the parser at a time. */
const CHUNK_BYTES = 64 * 1024;
/** Records read between two yields to the event loop. */
const YIELD_EVERY_ROWS = 500;

function isBinary(bytes: Buffer): boolean {
  if (bytes.includes(0)) return true;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return false;
  } catch {
    return true;
  }
}

const NO_HEADER = fillMessage(ELIGIBILITY_FILE_MESSAGES.noHeader, { columns: ELIGIBILITY_COLUMNS.join(',') });

function chunksOf(bytes: Buffer): Readable {
  return Readable.from(
    (function* chunks() {
      for (let start = 0; start < bytes.length; start += CHUNK_BYTES) yield bytes.subarray(start, start + CHUNK_BYTES);
    })(),
  );
}

/**
 * Reads the file. Header names are matched without case and surrounding spaces; extra columns are
 * ignored; values are trimmed. A row with fewer cells than the header reads the missing ones as blank.
 */
export async function parseEligibilityFile(bytes: Buffer): Promise<ParsedFile> {
  if (bytes.length === 0 || bytes.toString('utf8').trim() === '')
    return { ok: false, failure: ELIGIBILITY_FILE_MESSAGES.empty };
  if (isBinary(bytes)) return { ok: false, failure: ELIGIBILITY_FILE_MESSAGES.binary };

  const parser = chunksOf(bytes).pipe(
    parse({
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }),
  );
  let positions: Map<EligibilityColumn, number> | undefined;
  const rows: ParsedRow[] = [];
  let count = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (!positions) {
        const names = record.map((name) => name.trim().toLowerCase());
        const known = ELIGIBILITY_COLUMNS.filter((column) => names.includes(column));
        if (known.length === 0) return { ok: false, failure: NO_HEADER };
        const missing = ELIGIBILITY_COLUMNS.filter((column) => !names.includes(column));
        if (missing.length > 0) {
          return {
            ok: false,
            failure: fillMessage(ELIGIBILITY_FILE_MESSAGES.missingColumns, {
              columns: missing.join(', '),
              expected: ELIGIBILITY_COLUMNS.join(','),
            }),
          };
        }
        positions = new Map(ELIGIBILITY_COLUMNS.map((column) => [column, names.indexOf(column)]));
        continue;
      }
      count += 1;
      // The stream hands records over on microtasks: without this, no other request would run until the end.
      if (count % YIELD_EVERY_ROWS === 0) await new Promise((resolve) => setImmediate(resolve));
      // Past the limit the rows are only counted, to say how many there were.
      if (count > ELIGIBILITY_MAX_ROWS) continue;
      const data = {} as EligibilityRecord;
      for (const [column, index] of positions) data[column] = record[index] ?? '';
      // `info.lines` is the line the record ended on; a quoted value may span lines.
      rows.push({ line: info.lines, data });
    }
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? 0;
      return { ok: false, failure: fillMessage(ELIGIBILITY_FILE_MESSAGES.unreadable, { line, reason: error.code }) };
    }
    throw error;
  }
  if (!positions) return { ok: false, failure: NO_HEADER };
  if (count > ELIGIBILITY_MAX_ROWS) {
    return {
      ok: false,
      failure: fillMessage(ELIGIBILITY_FILE_MESSAGES.tooManyRows, {
        max: ELIGIBILITY_MAX_ROWS.toLocaleString('en'),
        count: count.toLocaleString('en'),
      }),
    };
  }
  if (rows.length === 0) return { ok: false, failure: ELIGIBILITY_FILE_MESSAGES.noRows };
  return { ok: true, rows };
}
