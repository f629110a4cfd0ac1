/**
 * The operator console: the people who run the platform list, create, change and suspend programmes
 * (`/api/operator-console/…`). It answers only on OPERATOR_HOST, to an operator (an admin of the
 * operators' own tenant) signed in with two steps; every change needs a recent second factor and is
 * written to the operators' audit log.
 *
 * - `GET /programmes`: every programme with its health (ZOperatorProgrammeList).
 * - `POST /programmes`: the wizard's answers (ZCreateProgrammeRequest), 201 ZOperatorProgramme.
 * - `GET /programmes/:key`, `PATCH /programmes/:key` (ZUpdateProgrammeRequest): ZOperatorProgramme.
 * - `PUT /programmes/:key/logo`, `PUT /programmes/:key/favicon` (ZBrandArtworkUpload): ZOperatorProgramme.
 * - `PUT /programmes/:key/hosts` (ZReplaceProgrammeHostsRequest): ZOperatorProgramme.
 * - `POST /programmes/:key/suspension` suspends, `DELETE` resumes; `POST /programmes/:key/deletion`
 *   schedules its deletion, `DELETE` cancels it: each answers ZOperatorProgramme.
 * - `GET /base-theme`: the theme a new programme's colours are set into (ZBaseThemeResponse).
 *
 * A change without a recent second factor answers 403 STEP_UP_REQUIRED (as the member's own security
 * changes do); bad input 400 VALIDATION_FAILED naming its field.
 */
import * as z from 'zod/mini';
import { ZEmail } from './auth';
import { ZBrandTheme } from './brand-theme';
import { APP_LOCALES } from './locales';
import { TENANT_KEY_MESSAGE, TENANT_KEY_PATTERN, TENANT_STATUSES } from './programme-records';
import { PARTNER_PROGRAMMES } from './programmes';
import { toStorableText } from './storable-text';
import { HOST_NAME_MESSAGE } from './tenant-hosts';

/** The operators' own tenant: its accounts are the operators; it is no programme and no list shows it. */
export const OPERATORS_TENANT_KEY = 'operators';

/** How long a programme scheduled for deletion stays, suspended, before everything of it is removed. */
export const PROGRAMME_DELETION_GRACE_DAYS = 30;

/** A logo or favicon as uploaded, before it is checked and re-encoded. */
export const BRAND_ARTWORK_MAX_BYTES = 512 * 1024;
export const BRAND_ARTWORK_KINDS = ['logo', 'favicon'] as const;
export type TBrandArtworkKind = (typeof BRAND_ARTWORK_KINDS)[number];

export const PROGRAMME_HOSTS_MAX = 5;
export const PROGRAMME_NAME_MAX_LENGTH = 80;

export const OPERATOR_CONSOLE_MESSAGES = {
  name: 'Give the programme a name.',
  nameTooLong: `Use a name of at most ${PROGRAMME_NAME_MAX_LENGTH} characters.`,
  hosts: 'Give at least one host name the programme answers on.',
  tooManyHosts: `Give at most ${PROGRAMME_HOSTS_MAX} host names.`,
  hostTwice: 'Each host name once, please.',
  hostTakenMeanwhile: 'Another programme claimed this host a moment ago; choose another.',
  colour: 'Use a colour such as #0e7490.',
  programmes: 'Choose the programmes it offers from the catalogue.',
  languages: 'Offer English, Spanish or both.',
  supportEmail: 'Enter the address members write to for help.',
  senderName: 'Use a sender name of at most 80 characters.',
  artwork: 'Attach the logo as a PNG, JPEG, WebP, GIF or SVG image.',
  keyTaken: 'Another programme already has this key.',
  notFound: 'No programme has this key.',
  operatorsOnly: 'Only the platform’s operators may do this.',
  suspended: 'This programme is suspended.',
  notSuspended: 'This programme is not suspended.',
  deletionScheduled: 'This programme is already scheduled for deletion.',
  deletionNotScheduled: 'This programme is not scheduled for deletion.',
  builtIn: 'A built-in demo programme cannot be deleted.',
} as const;

const ZHost = z
  .string()
  .check(z.trim(), z.toLowerCase(), z.minLength(1, HOST_NAME_MESSAGE), z.maxLength(253, HOST_NAME_MESSAGE));

const ZHexColour = z.string().check(z.regex(/^#[0-9a-f]{6}$/i, OPERATOR_CONSOLE_MESSAGES.colour), z.toLowerCase());

const ZProgrammeName = z
  .string({ error: OPERATOR_CONSOLE_MESSAGES.name })
  .check(
    z.overwrite(toStorableText),
    z.trim(),
    z.minLength(1, OPERATOR_CONSOLE_MESSAGES.name),
    z.maxLength(PROGRAMME_NAME_MAX_LENGTH, OPERATOR_CONSOLE_MESSAGES.nameTooLong),
  );

const ZOfferedProgrammes = z.array(z.enum(PARTNER_PROGRAMMES, { error: OPERATOR_CONSOLE_MESSAGES.programmes }));

const ZLanguages = z
  .array(z.enum(APP_LOCALES, { error: OPERATOR_CONSOLE_MESSAGES.languages }))
  .check(z.minLength(1, OPERATOR_CONSOLE_MESSAGES.languages), z.maxLength(APP_LOCALES.length));

const ZSenderName = z.nullable(
  z.string().check(z.overwrite(toStorableText), z.trim(), z.maxLength(80, OPERATOR_CONSOLE_MESSAGES.senderName)),
);

/** An image as the wizard sends it with the rest: its bytes in base64 (at most BRAND_ARTWORK_MAX_BYTES). */
export const ZBrandArtworkUpload = z.object({
  contentType: z.string().check(z.maxLength(100, OPERATOR_CONSOLE_MESSAGES.artwork)),
  base64: z
    .string()
    .check(z.maxLength(Math.ceil(BRAND_ARTWORK_MAX_BYTES / 3) * 4 + 4, OPERATOR_CONSOLE_MESSAGES.artwork)),
});
export type TBrandArtworkUpload = z.infer<typeof ZBrandArtworkUpload>;

/** `POST /programmes`: the wizard's answers, all at once (nothing is written unless all of it is good). */
export const ZCreateProgrammeRequest = z.object({
  key: z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(40, TENANT_KEY_MESSAGE),
      z.regex(TENANT_KEY_PATTERN, TENANT_KEY_MESSAGE),
    ),
  name: ZProgrammeName,
  hosts: z
    .array(ZHost)
    .check(
      z.minLength(1, OPERATOR_CONSOLE_MESSAGES.hosts),
      z.maxLength(PROGRAMME_HOSTS_MAX, OPERATOR_CONSOLE_MESSAGES.tooManyHosts),
    ),
  /** The brand's two colours; the rest of its theme is derived from them (deriveBrandTheme). */
  primary: ZHexColour,
  primaryForeground: ZHexColour,
  logo: z.optional(ZBrandArtworkUpload),
  programmes: ZOfferedProgrammes,
  languages: ZLanguages,
  supportEmail: z.pipe(z.string().check(z.trim(), z.toLowerCase()), ZEmail),
  senderName: z.optional(ZSenderName),
  /** Who is invited as the programme's first admin. */
  adminEmail: z.pipe(z.string().check(z.trim(), z.toLowerCase()), ZEmail),
});
export type TCreateProgrammeRequest = z.input<typeof ZCreateProgrammeRequest>;

/**
 * `PUT /programmes/:key/hosts`: the exact host names it answers on, in place of those it claims (a
 * built-in brand's host rules stay; a programme without rules keeps one host at least).
 */
export const ZReplaceProgrammeHostsRequest = z.object({
  hosts: z.array(ZHost).check(z.maxLength(PROGRAMME_HOSTS_MAX, OPERATOR_CONSOLE_MESSAGES.tooManyHosts)),
});
export type TReplaceProgrammeHostsRequest = z.input<typeof ZReplaceProgrammeHostsRequest>;

/** `PATCH /programmes/:key`: what an operator changes later; a field left out stays. */
export const ZUpdateProgrammeRequest = z.object({
  name: z.optional(ZProgrammeName),
  primary: z.optional(ZHexColour),
  primaryForeground: z.optional(ZHexColour),
  programmes: z.optional(ZOfferedProgrammes),
  languages: z.optional(ZLanguages),
  supportEmail: z.optional(z.pipe(z.string().check(z.trim(), z.toLowerCase()), ZEmail)),
  senderName: z.optional(ZSenderName),
});
export type TUpdateProgrammeRequest = z.input<typeof ZUpdateProgrammeRequest>;

export const ZProgrammeKeyParams = z.object({
  key: z.string().check(z.maxLength(40), z.regex(TENANT_KEY_PATTERN)),
});

/** One programme as the console lists it, with how it is doing. */
export const ZOperatorProgrammeSummary = z.object({
  key: z.string(),
  name: z.string(),
  status: z.enum(TENANT_STATUSES),
  /** When its scheduled deletion removes it; null: none scheduled. */
  deletionDueAt: z.nullable(z.string()),
  /** Where members reach it. */
  address: z.string(),
  members: z.number(),
  /** Members who signed in this calendar month. */
  activeThisMonth: z.number(),
  /** Its emails have a sender of its own (name or address) rather than the platform's. */
  senderConfigured: z.boolean(),
  lastSignInAt: z.nullable(z.string()),
  builtIn: z.boolean(),
});
export type TOperatorProgrammeSummary = z.infer<typeof ZOperatorProgrammeSummary>;

export const ZOperatorProgrammeList = z.object({ programmes: z.array(ZOperatorProgrammeSummary) });
export type TOperatorProgrammeList = z.infer<typeof ZOperatorProgrammeList>;

/** One programme as the console edits it. */
export const ZOperatorProgramme = z.object({
  ...ZOperatorProgrammeSummary.shape,
  hosts: z.array(z.string()),
  theme: ZBrandTheme,
  logoUrl: z.string(),
  faviconUrl: z.string(),
  programmes: z.array(z.enum(PARTNER_PROGRAMMES)),
  languages: z.array(z.enum(APP_LOCALES)),
  supportEmail: z.nullable(z.string()),
  senderName: z.nullable(z.string()),
});
export type TOperatorProgramme = z.infer<typeof ZOperatorProgramme>;

/** `GET /base-theme`: the theme a new programme's two colours are set into (the live preview's). */
export const ZBaseThemeResponse = z.object({ theme: ZBrandTheme });
export type TBaseThemeResponse = z.infer<typeof ZBaseThemeResponse>;
