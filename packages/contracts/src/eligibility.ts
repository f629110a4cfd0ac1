/**
 * Eligibility files: the CSV an employer sends to say who may join the programme.
 * The admin console uploads one, the server checks every row (a dry run), and a commit applies
 * them all or none.
 */
import * as z from 'zod/mini';
import { ZId } from './ids';

export const ELIGIBILITY_RELATIONSHIPS = ['employee', 'spouse', 'dependent'] as const;
export type TEligibilityRelationship = (typeof ELIGIBILITY_RELATIONSHIPS)[number];

export const ELIGIBILITY_STATUSES = ['active', 'terminated'] as const;
export type TEligibilityStatus = (typeof ELIGIBILITY_STATUSES)[number];

/** What a row of the file does to the programme's members. */
export const ELIGIBILITY_ROW_ACTIONS = ['add', 'update', 'unchanged', 'terminate', 'error'] as const;
export type TEligibilityRowAction = (typeof ELIGIBILITY_ROW_ACTIONS)[number];

/**
 * An import's life: the file is checked row by row (`checking`), then waits for the admin
 * (`checked`); a commit applies it (`committing`, then `committed`). `failed` when the file could
 * not be read at all; `discarded` when the admin dropped it or a newer file replaced it.
 */
export const ELIGIBILITY_IMPORT_STATUSES = [
  'checking',
  'checked',
  'committing',
  'committed',
  'failed',
  'discarded',
] as const;
export type TEligibilityImportStatus = (typeof ELIGIBILITY_IMPORT_STATUSES)[number];

/** The header row, in this spelling; columns may come in any order and extra ones are ignored. */
export const ELIGIBILITY_COLUMNS = [
  'employee_id',
  'first_name',
  'last_name',
  'email',
  'date_of_birth',
  'relationship',
  'status',
  'company',
] as const;
export const ELIGIBILITY_MAX_ROWS = 50_000;

/** The largest file the server reads: 50,000 rows at up to ~330 bytes each (longer extra columns: split the file). */
export const ELIGIBILITY_MAX_FILE_BYTES = 16 * 1024 * 1024;
/** Rows a page of the dry run shows at most. */
export const ELIGIBILITY_ROWS_PAGE_SIZE_MAX = 200;
/** Value lengths a row may have (longer: an error row). */
export const ELIGIBILITY_LIMITS = { employeeId: 64, name: 100, company: 200 } as const;

/** The file's name, in the upload's query (`?file_name=staff.csv`). */
export const ZEligibilityUploadQuery = z.object({
  file_name: z
    .string({ error: 'Name the file.' })
    .check(z.trim(), z.minLength(1, 'Name the file.'), z.maxLength(200, 'That file name is too long.')),
});
export type TEligibilityUploadQuery = z.infer<typeof ZEligibilityUploadQuery>;

export const ZEligibilityCounts = z.object({
  add: z.number(),
  update: z.number(),
  unchanged: z.number(),
  terminate: z.number(),
  error: z.number(),
});
export type TEligibilityCounts = z.infer<typeof ZEligibilityCounts>;

/** One uploaded file: its check's (or commit's) progress, its counts once checked, why it failed. */
export const ZEligibilityImport = z.object({
  id: z.string(),
  file_name: z.string(),
  status: z.enum(ELIGIBILITY_IMPORT_STATUSES),
  /** Rows in the file without the header; null until it has been read. */
  total_rows: z.nullable(z.number()),
  /** Rows checked, or applied while committing. */
  processed_rows: z.number(),
  /** Rows by action once checked. */
  counts: z.nullable(ZEligibilityCounts),
  /** Why the file could not be read or committed (status `failed`), in the request's language. */
  failure: z.nullable(z.string()),
  created_at: z.iso.datetime({ offset: true }),
  checked_at: z.nullable(z.iso.datetime({ offset: true })),
  committed_at: z.nullable(z.iso.datetime({ offset: true })),
});
export type TEligibilityImport = z.infer<typeof ZEligibilityImport>;

/**
 * Why a row cannot be applied, as a code the console words in its language: `column` names the value
 * (`invalid_email`: email), `lines` the other rows of the file it clashes with, `value` what was read.
 */
export const ELIGIBILITY_PROBLEM_CODES = [
  'missing_value',
  'too_long',
  'invalid_email',
  'invalid_date',
  'future_date',
  'unknown_relationship',
  'unknown_status',
  'unknown_company',
  'duplicate_employee_id',
  'duplicate_email',
  /** The employee id belongs to an account with another email. */
  'employee_id_taken',
  /** The email belongs to an account with another employee id. */
  'email_taken',
  /** The email or employee id belongs to an editor's or admin's account: managed in Members, not by file. */
  'staff_account',
  /** The member was deactivated: reactivate them in Members first. */
  'account_deactivated',
] as const;
export type TEligibilityProblemCode = (typeof ELIGIBILITY_PROBLEM_CODES)[number];

export const ZEligibilityProblem = z.object({
  code: z.enum(ELIGIBILITY_PROBLEM_CODES),
  column: z.optional(z.enum(ELIGIBILITY_COLUMNS)),
  lines: z.optional(z.array(z.number())),
  value: z.optional(z.string()),
});
export type TEligibilityProblem = z.infer<typeof ZEligibilityProblem>;

/** What an update changes: the field, and its value before (the file's value is in the row's data). */
export const ELIGIBILITY_CHANGE_FIELDS = [
  'first_name',
  'last_name',
  'date_of_birth',
  'employee_id',
  'relationship',
  'company',
] as const;
export type TEligibilityChangeField = (typeof ELIGIBILITY_CHANGE_FIELDS)[number];
export const ZEligibilityChange = z.object({
  field: z.enum(ELIGIBILITY_CHANGE_FIELDS),
  from: z.nullable(z.string()),
  to: z.nullable(z.string()),
});
export type TEligibilityChange = z.infer<typeof ZEligibilityChange>;

/** Why a row changes nothing: a terminated person with no account, or one already deactivated. */
export const ELIGIBILITY_NOTES = ['not_enrolled', 'already_deactivated'] as const;
export type TEligibilityNote = (typeof ELIGIBILITY_NOTES)[number];

export const ZEligibilityRow = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number(),
  action: z.enum(ELIGIBILITY_ROW_ACTIONS),
  /** The known columns as read (blank: empty). */
  data: z.record(z.string(), z.string()),
  problems: z.array(ZEligibilityProblem),
  changes: z.array(ZEligibilityChange),
  note: z.nullable(z.enum(ELIGIBILITY_NOTES)),
});
export type TEligibilityRow = z.infer<typeof ZEligibilityRow>;

export const ZEligibilityRowsQuery = z.object({
  action: z.optional(z.enum(ELIGIBILITY_ROW_ACTIONS, { error: 'Choose add, update, unchanged, terminate or error.' })),
  page: z.optional(
    z.pipe(
      z.string().check(z.regex(/^[1-9]\d{0,5}$/, 'The page must be a whole number from 1.')),
      z.transform((value) => Number(value)),
    ),
  ),
  page_size: z.optional(
    z.pipe(
      z.string().check(z.regex(/^[1-9]\d{0,2}$/, 'The page size must be a whole number from 1 to 200.')),
      z.transform((value) => Math.min(Number(value), ELIGIBILITY_ROWS_PAGE_SIZE_MAX)),
    ),
  ),
});
export type TEligibilityRowsQuery = z.input<typeof ZEligibilityRowsQuery>;

/** A page of the dry run's rows: errors first, then by line; or the rows of one action. */
export const ZEligibilityRowsResponse = z.object({
  rows: z.array(ZEligibilityRow),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});
export type TEligibilityRowsResponse = z.infer<typeof ZEligibilityRowsResponse>;

export const ZEligibilityImportParams = z.object({ id: ZId });
