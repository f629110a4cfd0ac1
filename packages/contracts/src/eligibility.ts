/**
 * Eligibility files: the CSV an employer sends to say who may join the programme (issue #16).
 * The admin console uploads one, the server checks every row (a dry run), and a commit applies
 * them all or none.
 */
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
