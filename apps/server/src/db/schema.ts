import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  check,
  foreignKey,
  index,
  integer,
  primaryKey,
  jsonb,
  smallint,
  pgEnum,
  pgSchema,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ROLES } from '@portal/contracts/accounts';
import { DEPENDENT_CHILD_MAX_AGE_DEFAULT, DEPENDENT_RELATIONSHIPS } from '@portal/contracts/dependents';
import { CONTENT_CATEGORIES, CONTENT_STATUSES } from '@portal/contracts/content';
import { MEDIA_KINDS } from '@portal/contracts/media';
import { PREFERRED_LANGUAGES } from '@portal/contracts/profile';
import { DOCUMENT_KINDS } from '@portal/contracts/documents';
import type { AnalyticsDatabase } from '@portal/contracts/brand-fields';
import { QUESTIONNAIRE_INSTRUMENTS, QUESTIONNAIRE_RETAKE_AFTER_DAYS_DEFAULT } from '@portal/contracts/questionnaire';
import type { TQuestionnaire, TQuestionnaireScore } from '@portal/contracts/questionnaire';
import type { TProgrammeContact } from '@portal/contracts/partner-programmes';
import type { TNewsItem } from '@portal/contracts/news';
import { DEVICE_PLATFORMS, PUSH_KINDS } from '@portal/contracts/devices';
import { AGE_BANDS, HEALTH_SCAN_QUALITIES, RATE_MEDICINES, SEXES } from '@portal/contracts/health-scan';
import { AUDIT_EVENTS } from '@portal/contracts/audit-log';
import type { TAuditDetails, TAuditEventName } from '@portal/contracts/audit-log';
import {
  ELIGIBILITY_IMPORT_STATUSES,
  ELIGIBILITY_RELATIONSHIPS,
  ELIGIBILITY_ROW_ACTIONS,
} from '@portal/contracts/eligibility';
import type { BrandSupportLine } from '@portal/contracts/brand-fields';
import type { TBrandTheme } from '@portal/contracts/brand-theme';
import type { TenantHostRules } from '@portal/contracts/programme-records';
import { TENANT_STATUSES } from '@portal/contracts/programme-records';
import { SESSION_IDLE_MINUTES, TWO_STEP_REQUIREMENTS } from '@portal/contracts/sign-in-security';
import { ALTERNATIVE_STATUSES, LEDGER_SOURCES } from '@portal/contracts/rewards';
import type { TIncentiveActivity, TIncentiveLevel } from '@portal/contracts/rewards';
import {
  CHALLENGE_ENTRY_SOURCES,
  CHALLENGE_GOAL_TYPES,
  CHALLENGE_KINDS,
  CHALLENGE_TEAM_MODES,
} from '@portal/contracts/challenges';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const preferredLanguageEnum = pgEnum('preferred_language', PREFERRED_LANGUAGES);
export const roleEnum = pgEnum('account_role', ROLES);
export const ACCOUNT_STATUSES = ['active', 'invited', 'disabled'] as const;
export const accountStatusEnum = pgEnum('account_status', ACCOUNT_STATUSES);
export const eligibilityRelationshipEnum = pgEnum('eligibility_relationship', ELIGIBILITY_RELATIONSHIPS);

/**
 * One row per programme (tenant): its key, title, hosts, brand and settings. The built-in brands' rows are
 * written at every start from the contracts' registry where they are missing; an operator creates the rest.
 */
export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    name: text('name').notNull(),
    /** Public, insert-only analytics key the web app embeds. */
    ingestionWriteKey: text('ingestion_write_key').notNull().unique(),
    /** A child dependent must be younger than this (the programme's eligibility rule). */
    dependentChildMaxAge: integer('dependent_child_max_age').notNull().default(DEPENDENT_CHILD_MAX_AGE_DEFAULT),
    /** The programmes this tenant offers (PARTNER_PROGRAMMES); null: its brand's list in the registry. */
    programmes: text('programmes').array(),
    /** The programme's support line as its admins set it; null: the brand's line from the registry. */
    supportLine: jsonb('support_line').$type<BrandSupportLine>(),
    /** Who must use two-step sign-in (TWO_STEP_REQUIREMENTS). */
    twoStepRequirement: text('two_step_requirement', { enum: TWO_STEP_REQUIREMENTS }).notNull().default('off'),
    /** Minutes without a request after which a session ends. */
    sessionIdleMinutes: integer('session_idle_minutes').notNull().default(SESSION_IDLE_MINUTES.default),
    /** The host names it answers on besides its claimed hosts: exact names and fragments a host contains. */
    hostRules: jsonb('host_rules').$type<TenantHostRules>(),
    /** Where its host rules stand in the matching order (lowest first); the first rule that matches wins. */
    hostOrder: integer('host_order').notNull().default(1000),
    /** The brand's look: its theme's custom properties (ZBrandTheme). */
    theme: jsonb('theme').$type<TBrandTheme>(),
    /** Its logo's and favicon's names in brand_assets (content-hashed). */
    logoFile: text('logo_file'),
    faviconFile: text('favicon_file'),
    /** The languages members may choose (APP_LOCALES). */
    languages: text('languages').array(),
    /** Where its analytics events are written. */
    analyticsDatabase: text('analytics_database'),
    /** Who members write to for help with their programme. */
    supportEmail: text('support_email'),
    /** The support line the programme starts with, until its admins set their own (supportLine). */
    brandSupportLine: jsonb('brand_support_line').$type<BrandSupportLine>(),
    /** Its emails' sender; null: the platform's (MAIL_FROM). */
    senderName: text('sender_name'),
    senderAddress: text('sender_address'),
    /** `active`, or `suspended` by an operator: nobody signs in, nothing is deleted. */
    status: text('status', { enum: TENANT_STATUSES }).notNull().default('active'),
    /** When an operator's scheduled deletion removes everything of it; null: none scheduled. */
    deletionDueAt: timestamp('deletion_due_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check('tenants_status', sql`${table.status} in ('active', 'suspended')`),
    check('tenants_two_step_requirement', sql`${table.twoStepRequirement} in ('off', 'staff', 'everyone')`),
    check(
      'tenants_session_idle_minutes',
      sql`${table.sessionIdleMinutes} between ${sql.raw(String(SESSION_IDLE_MINUTES.min))} and ${sql.raw(String(SESSION_IDLE_MINUTES.max))}`,
    ),
  ],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** A programme's logo and favicon as they are served (`/brands/<key>/<file_name>`), re-encoded on upload. */
export const brandAssets = pgTable(
  'brand_assets',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** `logo.<hash>.png`: the content's hash, so a name is never reused for other bytes. */
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    body: bytea('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.fileName] })],
);

/**
 * The exact host names a tenant answers on besides its brand's rule (a custom domain,
 * `wellness.acme.example`): each is one tenant's, and only these (with PUBLIC_URLS' hosts) may be given a
 * certificate on demand (`/api/operators/tls-ask`).
 */
export const tenantHosts = pgTable('tenant_hosts', {
  /** Lower-case, no port, no trailing dot. */
  host: text('host').primaryKey(),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id),
  createdAt: createdAt(),
});

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    /** Days a member waits before answering the questionnaire again; 0: any time. */
    questionnaireRetakeAfterDays: integer('questionnaire_retake_after_days')
      .notNull()
      .default(QUESTIONNAIRE_RETAKE_AFTER_DAYS_DEFAULT),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('companies_tenant_name_unique').on(table.tenantId, table.name),
    check(
      'companies_questionnaire_retake_after_days_range',
      sql`${table.questionnaireRetakeAfterDays} between 0 and 3650`,
    ),
  ],
);

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** Always stored lower-case; the contracts normalise input the same way. */
    email: text('email').notNull(),
    /** Null while the account is invited: it has no password until the invitation is confirmed. */
    passwordHash: text('password_hash'),
    /** When the password was last set (confirmed, changed or reset): older device proofs count for nothing. */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    role: roleEnum('role').notNull().default('member'),
    status: accountStatusEnum('status').notNull().default('active'),
    /** The employer's id for the person, from the eligibility file; null for members invited by hand. */
    employeeId: text('employee_id'),
    /** How the person is eligible, from the eligibility file. */
    eligibilityRelationship: eligibilityRelationshipEnum('eligibility_relationship'),
    /** When an admin or the eligibility file deactivated the account (status `disabled`). */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('accounts_tenant_email_unique').on(table.tenantId, table.email),
    uniqueIndex('accounts_tenant_employee_unique')
      .on(table.tenantId, table.employeeId)
      .where(sql`${table.employeeId} is not null`),
    // The admin console's member search (a fragment anywhere, ILIKE '%…%').
    index('accounts_email_trgm').using('gin', sql`${table.email} gin_trgm_ops`),
    index('accounts_employee_id_trgm').using('gin', sql`${table.employeeId} gin_trgm_ops`),
    // `<table>_<column>_idx`, here and on every table that points at accounts: deleting a row checks each
    // foreign key that references it (a member's account deletion, a programme's deletion job), and without
    // an index led by the referencing column each check scans that whole table. foreign-key-indexes.test.ts
    // fails for a key to accounts or companies that has none.
    index('accounts_company_id_idx').on(table.companyId),
  ],
);

export const members = pgTable(
  'members',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Null until known: an invitation may leave the names to the member. */
    firstName: text('first_name'),
    lastName: text('last_name'),
    preferredName: text('preferred_name'),
    questionnaireAnswered: boolean('questionnaire_answered').notNull().default(false),
    profilePictureName: text('profile_picture_name'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** E.164 (`+15551234567`), normalised by the contracts. */
    phone: text('phone'),
    preferredLanguage: preferredLanguageEnum('preferred_language'),
    emailNews: boolean('email_news').notNull().default(false),
    emailReminders: boolean('email_reminders').notNull().default(true),
    pushReminders: boolean('push_reminders').notNull().default(true),
    /** A push notification when an article is published. */
    pushNews: boolean('push_news').notNull().default(true),
    /** The member lets the app send usage events; off: the app sends none. */
    analyticsEnabled: boolean('analytics_enabled').notNull().default(true),
  },
  (table) => [
    // The admin console's member search: the full name (it contains the first and the last) and the preferred one.
    index('members_full_name_trgm').using(
      'gin',
      sql`(coalesce(${table.firstName}, '') || ' ' || coalesce(${table.lastName}, '')) gin_trgm_ops`,
    ),
    index('members_preferred_name_trgm').using('gin', sql`${table.preferredName} gin_trgm_ops`),
  ],
);

export const DELETION_REQUEST_STATUSES = ['requested', 'completed', 'withdrawn'] as const;
export const deletionRequestStatusEnum = pgEnum('deletion_request_status', DELETION_REQUEST_STATUSES);

/** A member's request to delete their account; an operator carries it out. */
export const accountDeletionRequests = pgTable(
  'account_deletion_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    status: deletionRequestStatusEnum('status').notNull().default('requested'),
    createdAt: createdAt(),
  },
  (table) => [
    index('account_deletion_requests_tenant_created').on(table.tenantId, table.createdAt.desc()),
    index('account_deletion_requests_account_id_idx').on(table.accountId),
  ],
);

export const dependentRelationshipEnum = pgEnum('dependent_relationship', DEPENDENT_RELATIONSHIPS);

/** A member's dependents. Deleting sets `deleted_at`, so the member can undo it for a short while. */
export const dependents = pgTable(
  'dependents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    relationship: dependentRelationshipEnum('relationship').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    email: text('email'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('dependents_account').on(table.tenantId, table.accountId),
    index('dependents_account_id_idx').on(table.accountId),
  ],
);

export const mediaKindEnum = pgEnum('media_kind', MEDIA_KINDS);

/**
 * Uploaded files; the bytes live in the media storage under
 * `<tenant key>/<owner account id or "shared">/<id>`. The id is random and is
 * the only handle the API gives out.
 */
export const mediaObjects = pgTable(
  'media_objects',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** Null: programme-shared media, readable by every member of the tenant. */
    ownerAccountId: uuid('owner_account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    /** Who uploaded it (the editor, for shared media). */
    uploadedBy: uuid('uploaded_by').references(() => accounts.id, { onDelete: 'set null' }),
    kind: mediaKindEnum('kind').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('media_objects_owner').on(table.tenantId, table.ownerAccountId),
    index('media_objects_owner_account_id_idx').on(table.ownerAccountId),
    index('media_objects_uploaded_by_idx').on(table.uploadedBy),
    check('media_objects_size_positive', sql`${table.size} > 0`),
  ],
);

export const contentCategoryEnum = pgEnum('content_category', CONTENT_CATEGORIES);
export const contentStatusEnum = pgEnum('content_status', CONTENT_STATUSES);

/** Millisecond timestamps: a keyset cursor carries them through JavaScript's Date exactly. */
const contentTimestamp = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * Articles (Markdown bodies, stored as written). `version` grows by one on
 * every save: a save names the version it started from, so a stale one is
 * refused instead of overwriting someone else's work.
 */
export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    slug: text('slug'),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    coverMediaId: uuid('cover_media_id').references(() => mediaObjects.id, { onDelete: 'set null' }),
    category: contentCategoryEnum('category').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    authorAccountId: uuid('author_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    readingTimeMinutes: integer('reading_time_minutes').notNull(),
    status: contentStatusEnum('status').notNull().default('draft'),
    publishedAt: contentTimestamp('published_at'),
    createdAt: contentTimestamp('created_at').notNull().defaultNow(),
    updatedAt: contentTimestamp('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    uniqueIndex('articles_tenant_slug_unique').on(table.tenantId, table.slug),
    index('articles_tenant_listing').on(table.tenantId, table.status, table.publishedAt.desc(), table.id.desc()),
    index('articles_author_account_id_idx').on(table.authorAccountId),
    check('articles_version_positive', sql`${table.version} > 0`),
  ],
);

/** Videos: bytes in the media storage (`source_media_id`) or at an external https address (`source_url`). */
export const videos = pgTable(
  'videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    slug: text('slug'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    durationSeconds: integer('duration_seconds').notNull(),
    posterMediaId: uuid('poster_media_id').references(() => mediaObjects.id, { onDelete: 'set null' }),
    sourceMediaId: uuid('source_media_id').references(() => mediaObjects.id, { onDelete: 'restrict' }),
    sourceUrl: text('source_url'),
    /** WebVTT text, served as text/vtt. */
    captions: text('captions'),
    category: contentCategoryEnum('category').notNull(),
    status: contentStatusEnum('status').notNull().default('draft'),
    publishedAt: contentTimestamp('published_at'),
    createdAt: contentTimestamp('created_at').notNull().defaultNow(),
    updatedAt: contentTimestamp('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    uniqueIndex('videos_tenant_slug_unique').on(table.tenantId, table.slug),
    index('videos_tenant_listing').on(table.tenantId, table.status, table.publishedAt.desc(), table.id.desc()),
    check('videos_one_source', sql`(${table.sourceMediaId} is null) <> (${table.sourceUrl} is null)`),
    check('videos_version_positive', sql`${table.version} > 0`),
  ],
);

/** Where each member stopped watching a video, to resume there. */
export const videoProgress = pgTable(
  'video_progress',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    positionSeconds: doublePrecision('position_seconds').notNull(),
    updatedAt: contentTimestamp('updated_at').notNull().defaultNow(),
    /** When the member first began it, by the server's clock: watching to the end takes time. */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.videoId] })],
);

/** One row per access token (`id` is the token's `jti`), so tokens can be revoked. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    applicationType: text('application_type'),
    /** The signing-in request's User-Agent, shown to the member as a device name; null for older sessions. */
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    /** Refreshed at most once a minute per process while the session is used (see session-activity.ts). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** 2 once a second factor (an authenticator code, a recovery code, a passkey) proved the sign-in. */
    factors: smallint('factors').notNull().default(1),
    /** When the member last proved it is them (signing in, or step-up): what matters is open STEP_UP_MINUTES after. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
    /** The programme requires two-step sign-in and the account has none: only setting it up is open. */
    twoStepSetupRequired: boolean('two_step_setup_required').notNull().default(false),
  },
  (table) => [
    // The hot path (`GET /accounts/me`) looks a live session up by id and tenant.
    index('sessions_live_lookup')
      .on(table.id, table.tenantId)
      .where(sql`${table.revokedAt} is null`),
    index('sessions_account').on(table.accountId),
  ],
);

/**
 * Invitation links. Only the SHA-256 of the token is stored; a row is usable
 * while it is neither used nor voided (renewed or superseded) nor expired.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** The admin who sent it; null for invitations from the command line. */
    invitedBy: uuid('invited_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (table) => [
    index('invitations_account').on(table.accountId),
    index('invitations_invited_by_idx').on(table.invitedBy),
  ],
);

/** Password-reset links, stored like invitations: hash only, single use, short-lived. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (table) => [index('password_reset_tokens_account').on(table.accountId)],
);

/**
 * The per-account sign-in throttle (see modules/identity/sign-in/sign-in-throttle.ts):
 * one row per tenant and attempted email, known to an account or not, while a
 * run of failed sign-ins lasts. A success or a password reset deletes it;
 * rows with no failure for a day are swept away.
 */
export const signInThrottles = pgTable(
  'sign_in_throttles',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** Normalised as at sign-in (trimmed, lower case). */
    email: text('email').notNull(),
    consecutiveFailures: integer('consecutive_failures').notNull(),
    /** Attempts before this are refused unchecked; null during the free failures. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true, precision: 3 }),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true, precision: 3 }).notNull(),
    /** When the member was emailed about this run; null until then. */
    notifiedAt: timestamp('notified_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.email] }),
    index('sign_in_throttles_tenant_last_failure').on(table.tenantId, table.lastFailureAt),
  ],
);

/**
 * A device cookie's own budget of failed sign-ins (see modules/identity/sign-in/device-proofs.ts): per tenant and
 * the proof's nonce. Spent, the proof counts as an unknown device until `blocked_until`.
 */
export const signInDeviceFailures = pgTable(
  'sign_in_device_failures',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    deviceId: text('device_id').notNull(),
    failures: integer('failures').notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true, precision: 3 }),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.deviceId] }),
    index('sign_in_device_failures_last_failure').on(table.lastFailureAt),
  ],
);

/**
 * An account's run of wrong second-step codes across tickets (modules/identity/sign-in/sign-in-throttle.ts): free
 * failures, then waits doubling up to the password's cap. Ended by a finished sign-in or a password reset.
 */
export const signInCodeFailures = pgTable(
  'sign_in_code_failures',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    failures: integer('failures').notNull(),
    /** Codes before this are refused unchecked; null during the free failures. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true, precision: 3 }),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.accountId] }),
    index('sign_in_code_failures_last_failure').on(table.lastFailureAt),
    index('sign_in_code_failures_account_id_idx').on(table.accountId),
  ],
);

/**
 * A member's authenticator app (TOTP): the secret sealed with a key derived from AUTH_SECRET. Unconfirmed
 * until the member typed a first code; `last_used_step` refuses any code at or before the last accepted.
 */
export const authenticatorApps = pgTable('authenticator_apps', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id),
  sealedSecret: text('sealed_secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Single-use recovery codes (only their SHA-256), replaced as a set. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('recovery_codes_account_code').on(table.accountId, table.codeHash)],
);

/** A sign-in waiting for its second step: the ticket's SHA-256, single-use, minutes long. */
export const signInTickets = pgTable(
  'sign_in_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    applicationType: text('application_type'),
    userAgent: text('user_agent'),
    /** The device proof's id when the password came from a known device (its own failure budget). */
    deviceId: text('device_id'),
    failures: integer('failures').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('sign_in_tickets_expires').on(table.expiresAt),
    index('sign_in_tickets_account_id_idx').on(table.accountId),
  ],
);

/** A member's passkeys (WebAuthn credentials), bound to the brand's host as relying party. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The credential id, base64url. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    signCount: bigint('sign_count', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array(),
    /** The relying party id (the brand's host) the passkey was made for. */
    rpId: text('rp_id').notNull(),
    name: text('name').notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('passkeys_account').on(table.accountId)],
);

/** WebAuthn challenges: single-use, short-lived; `account_id` null for a sign-in not yet knowing who. */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['registration', 'sign_in', 'second_step', 'step_up'] }).notNull(),
    challenge: text('challenge').notNull(),
    rpId: text('rp_id').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('webauthn_challenges_expires').on(table.expiresAt),
    index('webauthn_challenges_account_id_idx').on(table.accountId),
  ],
);

/**
 * A sign-in the website hands to the native app (modules/identity/sign-in/app-sign-in-*): the code's SHA-256, single-use,
 * two minutes, worth a session only with the verifier behind `challenge` (PKCE).
 */
export const appHandoffs = pgTable(
  'app_handoffs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeHash: text('code_hash').notNull().unique(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** base64url SHA-256 of the app's verifier. */
    challenge: text('challenge').notNull(),
    /**
     * What the app's session takes of the website's session that handed the sign-in over: its factors,
     * its last proof and its end, so a hand-over never starts a lifetime again nor passes a step-up the
     * website's session could not (the website ends its own session once it has the code).
     */
    factors: smallint('factors').notNull(),
    sessionVerifiedAt: timestamp('session_verified_at', { withTimezone: true }).notNull(),
    sessionExpiresAt: timestamp('session_expires_at', { withTimezone: true }).notNull(),
    twoStepSetupRequired: boolean('two_step_setup_required').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('app_handoffs_expires').on(table.expiresAt),
    index('app_handoffs_account_id_idx').on(table.accountId),
  ],
);

/** A member's download of their data: prepared in the background, kept 24 hours. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['preparing', 'ready', 'failed'] })
      .notNull()
      .default('preparing'),
    locale: text('locale').notNull(),
    /** Where the prepared ZIP is kept (the media store's key); null until ready. */
    fileKey: text('file_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    createdAt: createdAt(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('data_exports_account').on(table.accountId), index('data_exports_status').on(table.status)],
);

export type AuditEventName = TAuditEventName;
export const auditEventEnum = pgEnum('audit_event', AUDIT_EVENTS);

/** Who did what to an account, and from where. Never a password, a token or a hash of either. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** Null when the event names no known account (a failed sign-in or a reset for an unknown address). */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    event: auditEventEnum('event').notNull(),
    /** Who did it, when not the account itself (an admin); null for the account's own acts and the command line. */
    actorAccountId: uuid('actor_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** Ids, counts and names of things (an import's rows, an article's id); never personal data. */
    details: jsonb('details').$type<TAuditDetails>(),
    clientAddress: text('client_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_events_tenant_created').on(table.tenantId, table.createdAt.desc()),
    index('audit_events_account').on(table.accountId),
    index('audit_events_tenant_event_created').on(table.tenantId, table.event, table.createdAt.desc()),
    index('audit_events_actor_account_id_idx').on(table.actorAccountId),
  ],
);

// — Eligibility files (modules/eligibility) —

export const eligibilityImportStatusEnum = pgEnum('eligibility_import_status', ELIGIBILITY_IMPORT_STATUSES);
export const eligibilityRowActionEnum = pgEnum('eligibility_row_action', ELIGIBILITY_ROW_ACTIONS);

/** One uploaded eligibility file: checked row by row in the background, then committed all or nothing. */
export const eligibilityImports = pgTable(
  'eligibility_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    uploadedBy: uuid('uploaded_by').references(() => accounts.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    status: eligibilityImportStatusEnum('status').notNull().default('checking'),
    /** Rows in the file (without the header); null until the file has been read. */
    totalRows: integer('total_rows'),
    /** Rows checked (or applied, while committing) so far: the progress the console shows. */
    processedRows: integer('processed_rows').notNull().default(0),
    /** Counts by action once checked: {add, update, unchanged, terminate, error}. */
    summary: jsonb('summary').$type<Record<string, number>>(),
    /**
     * While committing, the file's rows up to this line are applied (0: none): the commit runs in short
     * transactions in line order, and undoing a failed one walks back from here.
     */
    appliedThroughLine: integer('applied_through_line').notNull().default(0),
    /** Why the file could not be read at all (status `failed`). */
    failure: text('failure'),
    createdAt: createdAt(),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    committedAt: timestamp('committed_at', { withTimezone: true }),
    /**
     * Touched every few seconds by the server checking or committing the file: another instance fails
     * the import as interrupted only once this is stale (several instances share one database).
     */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('eligibility_imports_tenant_created').on(table.tenantId, table.createdAt.desc()),
    index('eligibility_imports_uploaded_by_idx').on(table.uploadedBy),
  ],
);

/** Each row of an eligibility file as checked: what it will do, or why it cannot. */
export const eligibilityImportRows = pgTable(
  'eligibility_import_rows',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => eligibilityImports.id, { onDelete: 'cascade' }),
    /** The row's line in the file (the header is line 1). */
    line: integer('line').notNull(),
    action: eligibilityRowActionEnum('action').notNull(),
    /** Why the row is an error, or what an update changes. */
    reason: text('reason'),
    /** The row's values as read (the known columns only). */
    data: jsonb('data').$type<Record<string, string>>().notNull(),
    /** The account the row matches, when one does; for an add, the account the commit created. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** What an applied update or termination changed, as it was before: what undoing a failed commit restores. */
    before: jsonb('before').$type<Record<string, unknown>>(),
  },
  (table) => [
    primaryKey({ columns: [table.importId, table.line] }),
    index('eligibility_import_rows_action').on(table.importId, table.action),
    index('eligibility_import_rows_account_id_idx').on(table.accountId),
  ],
);

export const questionnaireInstrumentEnum = pgEnum('questionnaire_instrument', QUESTIONNAIRE_INSTRUMENTS);

/**
 * Questionnaire definitions, versioned: a new version is a new row, and the
 * row that members answer is the current one of their company (else the
 * tenant-wide current one, `company_id` null; else the built-in one, which
 * needs no row). Rows are never edited once answered, so stored answers
 * always refer to the definition they were given for.
 */
export const questionnaires = pgTable(
  'questionnaires',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** Null: every company of the tenant without a questionnaire of its own. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** The questionnaire's id in the API (`builtin-v3`, `who-5`, …); answers name it with the version. */
    key: text('key').notNull(),
    instrument: questionnaireInstrumentEnum('instrument').notNull(),
    version: integer('version').notNull(),
    /** The whole definition as the contracts' ZQuestionnaire, checked before it is stored. */
    definition: jsonb('definition').$type<TQuestionnaire>().notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    unique('questionnaires_version_unique')
      .on(table.tenantId, table.companyId, table.key, table.version)
      .nullsNotDistinct(),
    // At most one current questionnaire per company, and one tenant-wide.
    uniqueIndex('questionnaires_current_company')
      .on(table.companyId)
      .where(sql`${table.isCurrent} and ${table.companyId} is not null`),
    uniqueIndex('questionnaires_current_tenant')
      .on(table.tenantId)
      .where(sql`${table.isCurrent} and ${table.companyId} is null`),
    // questionnaires_current_company is partial: deleting a company (its keys' check, its cascade) needs a whole one.
    index('questionnaires_company_id_idx').on(table.companyId),
    check('questionnaires_version_positive', sql`${table.version} > 0`),
  ],
);

/** A member's answers to one version of a questionnaire, with the result the server scored. */
export const questionnaireResponses = pgTable(
  'questionnaire_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The questionnaire's API id (`questionnaires.key`, or `builtin-v3` without a row). */
    questionnaireId: text('questionnaire_id').notNull(),
    version: integer('version').notNull(),
    instrument: questionnaireInstrumentEnum('instrument').notNull(),
    answers: jsonb('answers').$type<Record<string, number>>().notNull(),
    result: jsonb('result').$type<TQuestionnaireScore>().notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('questionnaire_responses_account_answered').on(table.tenantId, table.accountId, table.answeredAt.desc()),
    index('questionnaire_responses_account_id_idx').on(table.accountId),
  ],
);

export const documentKindEnum = pgEnum('document_kind', DOCUMENT_KINDS);

/** Per-tenant pages of text (Markdown), replaceable by the operator. */
export const tenantDocuments = pgTable(
  'tenant_documents',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    kind: documentKindEnum('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.kind] })],
);

/**
 * One analytics database's schema. Its `events` table is PARTITIONED BY RANGE
 * (occurred_at), one partition per calendar month (UTC), named `events_YYYY_MM`: Drizzle cannot declare
 * partitioning, so migration 0010 creates the table by hand and the ingestion repository
 * (modules/ingestion/partitions.ts) makes each month's partition before the first insert into it. The
 * primary key holds the partition key, so a repeated event (same tenant, id and time) is ignored.
 */
/** Members per row of `member_sets`: one bit each, 8 KiB a row. */
export const MEMBER_SET_BITS = 65_536;
const memberBits = customType<{ data: string }>({ dataType: () => 'bit varying' });

function analyticsSchema(name: AnalyticsDatabase) {
  const schema = pgSchema(name);
  const events = schema.table(
    'events',
    {
      /** The app's id for the event (a UUID it made), so a batch sent twice stores each event once. */
      id: uuid('id').notNull(),
      tenantId: uuid('tenant_id')
        .notNull()
        .references(() => tenants.id),
      /** The event's name, from the catalogue (`@portal/contracts/analytics`). */
      event: text('event').notNull(),
      /** Only the event's allow-listed properties. */
      properties: jsonb('properties').$type<Record<string, string | number | boolean | null>>().notNull(),
      /** The member's pseudonymous analytics id (`m_` + 32 hex), null before sign-in; never the account id. */
      memberId: text('member_id'),
      /** `web`, `android` or `ios`. */
      platform: text('platform').notNull(),
      occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
      receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (table) => [
      primaryKey({ columns: [table.tenantId, table.id, table.occurredAt] }),
      index('events_tenant_occurred').on(table.tenantId, table.occurredAt.desc()),
      index('events_tenant_event_occurred').on(table.tenantId, table.event, table.occurredAt),
    ],
  );
  /**
   * The roll-ups of the events (modules/ingestion/rollups): counts per day and week, and the set of
   * members per day and week as bits (each member numbered per tenant), computed by the roll-up job
   * for the periods it found changed. `rollup_periods`
   * counts the batches stored per day and week (`changes`) and what the last roll-up read (`rolled`): a
   * period whose figures are behind is read from the raw events, so every answer stays exact.
   */
  const eventDays = schema.table(
    'event_days',
    {
      tenantId: uuid('tenant_id')
        .notNull()
        .references(() => tenants.id),
      day: date('day', { mode: 'string' }).notNull(),
      event: text('event').notNull(),
      /** The content, programme or partner the events were about; '' for all of the event's. */
      subject: text('subject').notNull(),
      events: integer('events').notNull(),
      /** Events that an attested member sent. */
      memberEvents: integer('member_events').notNull(),
      /** Distinct attested members. */
      members: integer('members').notNull(),
    },
    (table) => [primaryKey({ columns: [table.tenantId, table.day, table.event, table.subject] })],
  );
  const eventWeeks = schema.table(
    'event_weeks',
    {
      tenantId: uuid('tenant_id')
        .notNull()
        .references(() => tenants.id),
      /** The week's Monday (UTC). */
      week: date('week', { mode: 'string' }).notNull(),
      /** The event's name, or '*' for any event. */
      event: text('event').notNull(),
      events: integer('events').notNull(),
      members: integer('members').notNull(),
    },
    (table) => [primaryKey({ columns: [table.tenantId, table.week, table.event] })],
  );
  const memberNumbers = schema.table(
    'member_numbers',
    {
      tenantId: uuid('tenant_id')
        .notNull()
        .references(() => tenants.id),
      /** The attested member's stored id (`a_…`). */
      memberId: text('member_id').notNull(),
      /** 0, 1, 2… in the order the roll-up job first met the tenant's members: their bit in `member_sets`. */
      number: integer('number').notNull(),
    },
    (table) => [
      primaryKey({ columns: [table.tenantId, table.memberId] }),
      unique('member_numbers_tenant_number').on(table.tenantId, table.number),
    ],
  );
  const memberSets = schema.table(
    'member_sets',
    {
      tenantId: uuid('tenant_id')
        .notNull()
        .references(() => tenants.id),
      period: text('period', { enum: ['day', 'week'] }).notNull(),
      /** The day, or the week's Monday (UTC). */
      start: date('start', { mode: 'string' }).notNull(),
      /** The event's name, or '*' for any event. */
      event: text('event').notNull(),
      /** As in event_days: '' for all of the event's. */
      subject: text('subject').notNull(),
      /** Which MEMBER_SET_BITS members: numbers from chunk × MEMBER_SET_BITS on. */
      chunk: smallint('chunk').notNull(),
      /** Bit n set: member number chunk × MEMBER_SET_BITS + n had such an event in the period. */
      members: memberBits('members').notNull(),
    },
    (table) => [
      primaryKey({
        columns: [table.tenantId, table.period, table.start, table.event, table.subject, table.chunk],
      }),
    ],
  );
  const rollupPeriods = schema.table(
    'rollup_periods',
    {
      tenantId: uuid('tenant_id')
        .notNull()
        .references(() => tenants.id),
      period: text('period', { enum: ['day', 'week'] }).notNull(),
      /** The day, or the week's Monday (UTC). */
      start: date('start', { mode: 'string' }).notNull(),
      /** Batches stored with events in the period. */
      changes: integer('changes').notNull(),
      /** `changes` as the last roll-up of the period read it. */
      rolled: integer('rolled').notNull().default(0),
    },
    (table) => [primaryKey({ columns: [table.tenantId, table.period, table.start] })],
  );
  return { schema, events, eventDays, eventWeeks, memberNumbers, memberSets, rollupPeriods };
}

// Analytics events live in the schemas docs/product.md names, one per analytics database.
export const amm = analyticsSchema('amm_c0nj');
export const ammEvents = amm.events;
export const ammSchema = amm.schema;
export const ammEventDays = amm.eventDays;
export const ammEventWeeks = amm.eventWeeks;
export const ammMemberNumbers = amm.memberNumbers;
export const ammMemberSets = amm.memberSets;
export const ammRollupPeriods = amm.rollupPeriods;
export const oakmore = analyticsSchema('oakmorelabs_mm');
export const oakmoreEvents = oakmore.events;
export const oakmoreSchema = oakmore.schema;
export const oakmoreEventDays = oakmore.eventDays;
export const oakmoreEventWeeks = oakmore.eventWeeks;
export const oakmoreMemberNumbers = oakmore.memberNumbers;
export const oakmoreMemberSets = oakmore.memberSets;
export const oakmoreRollupPeriods = oakmore.rollupPeriods;
export const incent = analyticsSchema('incentwellness_mm');
export const incentEvents = incent.events;
export const incentSchema = incent.schema;
export const incentEventDays = incent.eventDays;
export const incentEventWeeks = incent.eventWeeks;
export const incentMemberNumbers = incent.memberNumbers;
export const incentMemberSets = incent.memberSets;
export const incentRollupPeriods = incent.rollupPeriods;

export const analyticsEvents = {
  amm_c0nj: ammEvents,
  oakmorelabs_mm: oakmoreEvents,
  incentwellness_mm: incentEvents,
} as const satisfies Record<AnalyticsDatabase, unknown>;

/** Each analytics database's roll-up tables. */
export const analyticsRollups = {
  amm_c0nj: amm,
  oakmorelabs_mm: oakmore,
  incentwellness_mm: incent,
} as const satisfies Record<AnalyticsDatabase, unknown>;

// — Programme news (modules/news) —

/** The tenant's own announcements, one row per language version: Home's news unless NEWS_API_URL is set. */
export const newsAnnouncements = pgTable(
  'news_announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    locale: preferredLanguageEnum('locale').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Where to read more; null when the announcement says it all. */
    url: text('url'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('news_announcements_latest').on(table.tenantId, table.locale, table.publishedAt.desc())],
);

/** The remote news feed as last fetched, per tenant and language: served fresh for 15 minutes, stale after. */
export const newsFeedCache = pgTable(
  'news_feed_cache',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    locale: preferredLanguageEnum('locale').notNull(),
    /** Already mapped to the contract's items (ZListNewsResponse's). */
    items: jsonb('items').$type<TNewsItem[]>().notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.locale] })],
);

// — Partner programme pages (modules/partner-programmes) —

/**
 * A tenant's page for a partner programme (PROGRAMME_PAGE_PROGRAMMES) in one language: what it offers,
 * who is eligible, how to reach it. An admin replaces a page whole; a row may exist for a programme the
 * tenant does not offer (the API answers 404 for it), so settings can change without a reseed.
 */
export const programmePages = pgTable(
  'programme_pages',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    programme: text('programme').notNull(),
    locale: preferredLanguageEnum('locale').notNull(),
    name: text('name').notNull(),
    summary: text('summary').notNull(),
    offers: jsonb('offers').$type<string[]>().notNull(),
    eligibility: text('eligibility').notNull(),
    includesDependents: boolean('includes_dependents').notNull(),
    /** One of the contract's kinds: a phone number, a website, or a sign-on partner. */
    contact: jsonb('contact').$type<TProgrammeContact>().notNull(),
    phone: text('phone'),
    website: text('website'),
    hours: text('hours').notNull(),
    callToAction: text('call_to_action').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.programme, table.locale] })],
);

// — Partner sign-on (modules/partner-sign-on) —

/** Each tenant's sign-on partners: where the handoff is posted and the audience (`aud`) it names. */
export const partnerSignOnConfigs = pgTable(
  'partner_sign_on_configs',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** SIGN_ON_PARTNERS (`ally-health`). */
    partner: text('partner').notNull(),
    /** The partner's sign-on address; null: the built-in sandbox on the tenant's own public address. */
    url: text('url'),
    audience: text('audience').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.partner] })],
);

/**
 * The tenant's keys that sign partner handoffs (ES256). The private key is sealed (AES-256-GCM) under a
 * key derived from AUTH_SECRET, so every instance sharing the database and the secret signs alike. One
 * current key per tenant (`retired_at` null); a rotated one stays published until `publish_until`.
 */
export const signingKeys = pgTable(
  'signing_keys',
  {
    kid: text('kid').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    publicJwk: jsonb('public_jwk').$type<Record<string, string>>().notNull(),
    sealedPrivateKey: text('sealed_private_key').notNull(),
    createdAt: createdAt(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    publishUntil: timestamp('publish_until', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('signing_keys_current')
      .on(table.tenantId)
      .where(sql`${table.retiredAt} is null`),
  ],
);

/** The built-in ally-health sandbox's record of handoffs it accepted: a `jti` arrives once. */
export const partnerSandboxArrivals = pgTable(
  'partner_sandbox_arrivals',
  {
    jti: text('jti').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** Kept until the handoff has long expired (an expired one is refused anyway); then removed. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    arrivedAt: createdAt(),
  },
  (table) => [index('partner_sandbox_arrivals_expiry').on(table.expiresAt)],
);

// — The clinic library (modules/clinic-library) —

/**
 * The clinic library's conditions, per tenant and language (`condition_id` is the same in every
 * language). Seeded from the embedded Markdown library, or imported (MedlinePlus). `search_text` is
 * the title, other names and summary without accents, lower-case (computed in code), searched with
 * full-text search and trigram similarity.
 */
export const clinicConditions = pgTable(
  'clinic_conditions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    locale: text('locale').notNull(),
    conditionId: text('condition_id').notNull(),
    title: text('title').notNull(),
    /** The title without accents, lower-case: exact and prefix matches rank first. */
    titleSearch: text('title_search').notNull(),
    /** A–Z of the title without accents. */
    letter: text('letter').notNull(),
    alsoCalled: text('also_called')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    summary: text('summary').notNull(),
    sections: jsonb('sections').$type<{ key: string; body: string }[]>().notNull(),
    related: text('related')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sourceName: text('source_name').notNull(),
    sourceAttribution: text('source_attribution').notNull(),
    sourceUrl: text('source_url'),
    lastReviewed: date('last_reviewed', { mode: 'string' }),
    searchText: text('search_text').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('clinic_conditions_tenant_locale_condition').on(table.tenantId, table.locale, table.conditionId),
    index('clinic_conditions_letter').on(table.tenantId, table.locale, table.letter),
    // pg_trgm (created before the migrations run: db/client.ts) for misspelled searches.
    index('clinic_conditions_search_trgm').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

/** A remote clinic content API's answers, per tenant and request, kept to serve when it fails. */
export const clinicContentCache = pgTable(
  'clinic_content_cache',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    cacheKey: text('cache_key').notNull(),
    body: jsonb('body').$type<unknown>().notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.cacheKey] })],
);

// — Push notifications (modules/devices and modules/push) —

export const devicePlatformEnum = pgEnum('device_platform', DEVICE_PLATFORMS);

/**
 * A member's phone, registered for push notifications by the native shell. A token is one app on one
 * phone, so it belongs to one account at a time: registering it again (any member, any tenant) moves the
 * row. Unique by the token's SHA-256 (`token_hash`): a token may be 4,096 characters, past what a btree
 * index entry holds.
 */
export const devices = pgTable(
  'devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The session that last registered it: signing that session out removes the device. */
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    token: text('token').notNull(),
    /** Hex SHA-256 of `token`, computed in code. */
    tokenHash: text('token_hash').notNull(),
    platform: devicePlatformEnum('platform').notNull(),
    /** When it was last registered (a registration again refreshes it). */
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    // One row per token in each programme: a token registered in one programme never touches another's.
    uniqueIndex('devices_tenant_token_hash_unique').on(table.tenantId, table.tokenHash),
    index('devices_account').on(table.tenantId, table.accountId),
    index('devices_session').on(table.sessionId),
    index('devices_account_id_idx').on(table.accountId),
  ],
);

export const pushKindEnum = pgEnum('push_kind', PUSH_KINDS);

/**
 * What each member was sent (or is being sent): claimed before sending, by insert-or-ignore on the key,
 * so a notification goes out once per member even when several instances run the same job. `subject`
 * says which: the article's id, or for the yearly reminder the last result's id and the year since it.
 */
export const pushSends = pgTable(
  'push_sends',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: pushKindEnum('kind').notNull(),
    subject: text('subject').notNull(),
    /** How many of the member's devices took it (set once sending is over; null while it runs). */
    deliveredDevices: integer('delivered_devices'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.kind, table.subject] }),
    index('push_sends_tenant_claimed').on(table.tenantId, table.claimedAt),
  ],
);

// — The attentive health scan (modules/health-scan) —

export const healthScanQualityEnum = pgEnum('health_scan_quality', HEALTH_SCAN_QUALITIES);
export const rateMedicineEnum = pgEnum('rate_medicine', RATE_MEDICINES);
export const ageBandEnum = pgEnum('age_band', AGE_BANDS);
export const sexEnum = pgEnum('sex', SEXES);

/**
 * One heart-rate reading a member's phone measured, with the answers that change how it is read. The
 * numbers only: the video never leaves the phone, and there is no column that could hold a frame.
 */
export const healthScans = pgTable(
  'health_scans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    engineName: text('engine_name').notNull(),
    engineVersion: text('engine_version').notNull(),
    /** By the phone's clock. */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    frames: integer('frames').notNull(),
    heartRateBpm: doublePrecision('heart_rate_bpm').notNull(),
    quality: healthScanQualityEnum('quality').notNull(),
    snrDb: doublePrecision('snr_db').notNull(),
    caffeine: boolean('caffeine').notNull(),
    nicotine: boolean('nicotine').notNull(),
    exercise: boolean('exercise').notNull(),
    rateMedicine: rateMedicineEnum('rate_medicine').notNull(),
    rhythmCondition: boolean('rhythm_condition').notNull(),
    ageBand: ageBandEnum('age_band'),
    sex: sexEnum('sex'),
    /** By the server's clock: the history's order. */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('health_scans_account_recorded').on(table.tenantId, table.accountId, table.recordedAt),
    index('health_scans_account_id_idx').on(table.accountId),
    // The contract's ranges, held by the table too.
    check('health_scans_heart_rate_range', sql`${table.heartRateBpm} between 30 and 220`),
    check('health_scans_duration_range', sql`${table.durationMs} between 15000 and 120000`),
    check('health_scans_frames_positive', sql`${table.frames} > 0`),
  ],
);

/**
 * A programme's incentive plan for one year: what earns points (`activities`, as the contracts define
 * them) and the levels with their rewards. Years of one tenant never overlap (checked on save, under a
 * lock on the tenant's row); a new year starts every member from zero and the old one stays readable.
 */
export const incentivePlans = pgTable(
  'incentive_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    /** The last day, included. */
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    activities: jsonb('activities').$type<TIncentiveActivity[]>().notNull(),
    levels: jsonb('levels').$type<TIncentiveLevel[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('incentive_plans_tenant_start').on(table.tenantId, table.startsOn),
    check('incentive_plans_dates', sql`${table.endsOn} > ${table.startsOn}`),
  ],
);

export const ledgerSourceEnum = pgEnum('incentive_ledger_source', LEDGER_SOURCES);

/**
 * The points ledger: append-only (a trigger refuses updates; rows go only with their account). One row
 * per award, at most one per `awardKey` for a member in a plan year (`questionnaire`, `article:<id>`,
 * `custom:flu-shot:2026-11-27`…): a second award of the same key is a conflict, never a second row.
 */
export const incentiveLedger = pgTable(
  'incentive_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    planId: uuid('plan_id')
      .notNull()
      .references(() => incentivePlans.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    source: ledgerSourceEnum('source').notNull(),
    /** The plan's activity key it counts against (`article`, `custom:flu-shot`), for its caps. */
    activityKey: text('activity_key').notNull(),
    awardKey: text('award_key').notNull(),
    points: integer('points').notNull(),
    /** A custom activity's or challenge's name, or an adjustment's reason, as it was then. */
    title: text('title'),
    /** The admin who adjusted the points; null for everything the server awarded itself. */
    actorAccountId: uuid('actor_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('incentive_ledger_award_once').on(table.planId, table.accountId, table.awardKey),
    index('incentive_ledger_caps').on(table.planId, table.accountId, table.activityKey, table.awardedAt),
    index('incentive_ledger_history').on(table.tenantId, table.accountId, table.awardedAt),
    index('incentive_ledger_account_id_idx').on(table.accountId),
    index('incentive_ledger_actor_account_id_idx').on(table.actorAccountId),
  ],
);

/**
 * A member's points in a plan year: the sum of their ledger rows, kept in the award's transaction. Its
 * row is also the lock that serialises one member's awards, so caps hold however requests race.
 */
export const incentiveBalances = pgTable(
  'incentive_balances',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => incentivePlans.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    points: integer('points').notNull().default(0),
    /** The points of the highest level the app has celebrated with the member. */
    celebratedPoints: integer('celebrated_points').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.planId, table.accountId] }),
    index('incentive_balances_account_id_idx').on(table.accountId),
    check('incentive_balances_not_negative', sql`${table.points} >= 0`),
  ],
);

/** Each level a member reached in a plan year, once: the rewards export and the notifications. */
export const incentiveLevelsReached = pgTable(
  'incentive_levels_reached',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => incentivePlans.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    levelPoints: integer('level_points').notNull(),
    levelName: text('level_name').notNull(),
    reward: text('reward').notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.planId, table.accountId, table.levelPoints] }),
    index('incentive_levels_reached_account_id_idx').on(table.accountId),
  ],
);

export const alternativeStatusEnum = pgEnum('incentive_alternative_status', ALTERNATIVE_STATUSES);

/**
 * A member's request for a reasonable alternative to an activity (a medical reason, in their words, no
 * diagnosis asked) and the programme's answer. Private to the member and the programme's admins.
 */
export const incentiveAlternatives = pgTable(
  'incentive_alternatives',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    planId: uuid('plan_id')
      .notNull()
      .references(() => incentivePlans.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    activityKey: text('activity_key').notNull(),
    reason: text('reason').notNull(),
    status: alternativeStatusEnum('status').notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** Approved with an activity: what to do instead. */
    alternative: text('alternative'),
    points: integer('points'),
    declineReason: text('decline_reason'),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (table) => [
    index('incentive_alternatives_queue').on(table.tenantId, table.status, table.requestedAt),
    index('incentive_alternatives_account_id_idx').on(table.accountId),
    index('incentive_alternatives_decided_by_idx').on(table.decidedBy),
    // One open request per member and activity.
    uniqueIndex('incentive_alternatives_one_pending')
      .on(table.planId, table.accountId, table.activityKey)
      .where(sql`${table.status} = 'pending'`),
  ],
);

export const challengeKindEnum = pgEnum('challenge_kind', CHALLENGE_KINDS);
export const challengeGoalTypeEnum = pgEnum('challenge_goal_type', CHALLENGE_GOAL_TYPES);
export const challengeTeamModeEnum = pgEnum('challenge_team_mode', CHALLENGE_TEAM_MODES);
export const challengeEntrySourceEnum = pgEnum('challenge_entry_source', CHALLENGE_ENTRY_SOURCES);

/**
 * A programme's challenge: steps, active minutes or a daily habit, a goal per day (met on
 * `days_required` days, every day when null) or in all, its dates and join window, and the points for
 * finishing. The checks hold the contracts' bounds whatever writes the row.
 */
export const challenges = pgTable(
  'challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    kind: challengeKindEnum('kind').notNull(),
    goalType: challengeGoalTypeEnum('goal_type').notNull(),
    goal: integer('goal').notNull(),
    daysRequired: integer('days_required'),
    teamMode: challengeTeamModeEnum('team_mode').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    /** The last day, included. */
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    /** The last day members may join, included. */
    joinUntil: date('join_until', { mode: 'string' }).notNull(),
    points: integer('points').notNull(),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('challenges_tenant_ends').on(table.tenantId, table.endsOn),
    index('challenges_created_by_idx').on(table.createdBy),
    check('challenges_title', sql`char_length(${table.title}) between 1 and 80`),
    check('challenges_description', sql`char_length(${table.description}) <= 500`),
    check('challenges_dates', sql`${table.endsOn} >= ${table.startsOn} and ${table.endsOn} - ${table.startsOn} < 366`),
    check('challenges_join_until', sql`${table.joinUntil} between ${table.startsOn} - 30 and ${table.endsOn}`),
    check('challenges_points', sql`${table.points} between 1 and 100000`),
    check(
      'challenges_goal',
      sql`${table.goal} >= 1 and ${table.goal} <= (case ${table.kind} when 'steps' then 100000 when 'active_minutes' then 1440 else 1 end) * (case ${table.goalType} when 'daily' then 1 else ${table.endsOn} - ${table.startsOn} + 1 end)`,
    ),
    check('challenges_habit_daily', sql`${table.kind} <> 'habit' or ${table.goalType} = 'daily'`),
    check(
      'challenges_days_required',
      sql`${table.daysRequired} is null or (${table.goalType} = 'daily' and ${table.daysRequired} between 1 and ${table.endsOn} - ${table.startsOn} + 1)`,
    ),
  ],
);

/** A team challenge's teams, in the order the admin named them. */
export const challengeTeams = pgTable(
  'challenge_teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    position: smallint('position').notNull(),
  },
  (table) => [
    unique('challenge_teams_position').on(table.challengeId, table.position),
    check('challenge_teams_name', sql`char_length(${table.name}) between 1 and 40`),
  ],
);

/**
 * A member in a challenge: their team, the name they show on the leaderboard (null: "A member"),
 * their running total and days the daily goal was met (kept with each entry, in its transaction, under
 * a lock on this row), and when they finished (once: the points are awarded then).
 */
export const challengeParticipants = pgTable(
  'challenge_participants',
  {
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    teamId: uuid('team_id').references(() => challengeTeams.id),
    displayName: text('display_name'),
    phoneSteps: boolean('phone_steps').notNull().default(false),
    total: integer('total').notNull().default(0),
    daysMet: integer('days_met').notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.challengeId, table.accountId] }),
    index('challenge_participants_board').on(table.challengeId, table.total),
    index('challenge_participants_team').on(table.teamId),
    index('challenge_participants_account_id_idx').on(table.accountId),
    check(
      'challenge_participants_display_name',
      sql`${table.displayName} is null or char_length(${table.displayName}) between 1 and 40`,
    ),
    check('challenge_participants_progress', sql`${table.total} >= 0 and ${table.daysMet} >= 0`),
  ],
);

/** A member's value for one day of a challenge (one row a day, replaced when corrected). */
export const challengeEntries = pgTable(
  'challenge_entries',
  {
    challengeId: uuid('challenge_id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    day: date('day', { mode: 'string' }).notNull(),
    value: integer('value').notNull(),
    source: challengeEntrySourceEnum('source').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.challengeId, table.accountId, table.day] }),
    index('challenge_entries_account_id_idx').on(table.accountId),
    foreignKey({
      name: 'challenge_entries_participant',
      columns: [table.challengeId, table.accountId],
      foreignColumns: [challengeParticipants.challengeId, challengeParticipants.accountId],
    }).onDelete('cascade'),
    check('challenge_entries_value', sql`${table.value} between 0 and 100000`),
  ],
);

/**
 * Rate-limit counters shared by every instance (when no REDIS_URL is set): one row per rule and key,
 * counted in one upsert per request. Unlogged (migration 0011): a crash may lose counts, never data.
 * Rows past their window are purged by the maintenance job.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [index('rate_limit_counters_expires').on(table.expiresAt)],
);

/**
 * Which instance runs a scheduled job (the reminders, the maintenance): one row per job, held by one
 * instance until `expiresAt`, renewed while it lives. `lastRunAt` keeps one run per period across
 * instances and restarts.
 */
export const scheduledJobLeases = pgTable('scheduled_job_leases', {
  job: text('job').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true, precision: 3 }),
});

export type TenantRow = typeof tenants.$inferSelect;
