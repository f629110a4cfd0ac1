/**
 * The partner programme pages (CorpCare, OurRelationship, VRS Freedom 365, UCM): each tenant writes its
 * own page per programme and per language. `GET /programmes/:programme` (a member reads it in the
 * request's language) and `PUT /programmes/:programme` (a tenant admin replaces one language's page).
 */
import * as z from 'zod/mini';
import { PARTNER_PROGRAMMES, PROGRAMMES, PROGRAMME_PAGE_PROGRAMMES } from './programmes';
import type { ProgrammeOfKind } from './programmes';

export type { TProgrammePageProgramme } from './programmes';
import { APP_LOCALES } from './locales';

/** The sign-on partners a page's contact may hand members to. */
export type TProgrammeSignOnPartner = ProgrammeOfKind<'sign-on'>;
export const PROGRAMME_SIGN_ON_PARTNERS = PARTNER_PROGRAMMES.filter(
  (programme): programme is TProgrammeSignOnPartner => PROGRAMMES[programme].kind === 'sign-on',
);

export const PROGRAMME_CONTACT_KINDS = ['phone', 'website', 'sign-on'] as const;
export type TProgrammeContactKind = (typeof PROGRAMME_CONTACT_KINDS)[number];

export const PROGRAMME_PAGE_LIMITS = {
  name: 80,
  summary: 600,
  offers: 8,
  offer: 160,
  eligibility: 400,
  hours: 160,
  callToAction: 60,
  url: 300,
  phone: 30,
} as const;

export const PROGRAMME_PAGE_MESSAGES = {
  locale: 'Choose English or Spanish.',
  nameRequired: 'Give the programme a name.',
  nameTooLong: `Use at most ${PROGRAMME_PAGE_LIMITS.name} characters for the name.`,
  summaryRequired: 'Say what the programme offers.',
  summaryTooLong: `Use at most ${PROGRAMME_PAGE_LIMITS.summary} characters for the summary.`,
  offersRequired: 'List at least one thing the programme offers.',
  tooManyOffers: `List at most ${PROGRAMME_PAGE_LIMITS.offers} things the programme offers.`,
  offerRequired: 'An item of the list cannot be empty.',
  offerTooLong: `Use at most ${PROGRAMME_PAGE_LIMITS.offer} characters for each item of the list.`,
  eligibilityRequired: 'Say who is eligible.',
  eligibilityTooLong: `Use at most ${PROGRAMME_PAGE_LIMITS.eligibility} characters for who is eligible.`,
  dependents: 'Say whether dependents are included.',
  hoursRequired: 'Say when the programme can be reached.',
  hoursTooLong: `Use at most ${PROGRAMME_PAGE_LIMITS.hours} characters for the hours.`,
  callToActionRequired: 'Write the label of the button or link.',
  callToActionTooLong: `Use at most ${PROGRAMME_PAGE_LIMITS.callToAction} characters for the label.`,
  contactKind: 'Choose phone, website or sign-on as the way to reach the programme.',
  phone: 'Enter a phone number that can be dialled, such as +1 555 010 0123 or 1-800-555-0123.',
  url: 'Enter a secure web address that starts with https://.',
  partner: 'Choose one of the sign-on partners.',
  adminsOnly: 'Only an administrator can change a programme’s page.',
} as const;

/** Digits with an optional leading "+", spaces, dots, dashes and parentheses between: 7 to 15 digits. */
export function isDialablePhone(value: string): boolean {
  if (value.length > PROGRAMME_PAGE_LIMITS.phone) return false;
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '');
  return digits.length >= 7 && digits.length <= 15;
}

/** The `tel:` address of a dialable number: the digits and a leading "+", nothing else. */
export function toTelHref(phone: string): string {
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
}

/** https, or http on localhost for development; no credentials in the address. */
export function isSafeProgrammeUrl(value: string): boolean {
  if (value.length > PROGRAMME_PAGE_LIMITS.url || /\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  if (url.protocol === 'https:') return url.hostname !== '';
  return url.protocol === 'http:' && url.hostname === 'localhost';
}

const text = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));

const ZProgrammePhone = z
  .string({ error: PROGRAMME_PAGE_MESSAGES.phone })
  .check(z.trim(), z.refine(isDialablePhone, PROGRAMME_PAGE_MESSAGES.phone));
const ZProgrammeUrl = z
  .string({ error: PROGRAMME_PAGE_MESSAGES.url })
  .check(z.trim(), z.refine(isSafeProgrammeUrl, PROGRAMME_PAGE_MESSAGES.url));

/** How members reach the programme: one kind, which the page's call to action opens. */
export const ZProgrammeContact = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('phone'), phone: ZProgrammePhone }),
    z.object({ kind: z.literal('website'), url: ZProgrammeUrl }),
    z.object({
      kind: z.literal('sign-on'),
      partner: z.enum(PROGRAMME_SIGN_ON_PARTNERS, { error: PROGRAMME_PAGE_MESSAGES.partner }),
    }),
  ],
  { error: PROGRAMME_PAGE_MESSAGES.contactKind },
);
export type TProgrammeContact = z.output<typeof ZProgrammeContact>;

const ZEligibility = z.object({
  text: text(
    PROGRAMME_PAGE_LIMITS.eligibility,
    PROGRAMME_PAGE_MESSAGES.eligibilityRequired,
    PROGRAMME_PAGE_MESSAGES.eligibilityTooLong,
  ),
  includes_dependents: z.boolean({ error: PROGRAMME_PAGE_MESSAGES.dependents }),
});

/** The page's words and ways in, as an admin writes them (one language). */
const pageFields = {
  name: text(PROGRAMME_PAGE_LIMITS.name, PROGRAMME_PAGE_MESSAGES.nameRequired, PROGRAMME_PAGE_MESSAGES.nameTooLong),
  summary: text(
    PROGRAMME_PAGE_LIMITS.summary,
    PROGRAMME_PAGE_MESSAGES.summaryRequired,
    PROGRAMME_PAGE_MESSAGES.summaryTooLong,
  ),
  offers: z
    .array(
      text(PROGRAMME_PAGE_LIMITS.offer, PROGRAMME_PAGE_MESSAGES.offerRequired, PROGRAMME_PAGE_MESSAGES.offerTooLong),
      {
        error: PROGRAMME_PAGE_MESSAGES.offersRequired,
      },
    )
    .check(
      z.minLength(1, PROGRAMME_PAGE_MESSAGES.offersRequired),
      z.maxLength(PROGRAMME_PAGE_LIMITS.offers, PROGRAMME_PAGE_MESSAGES.tooManyOffers),
    ),
  eligibility: ZEligibility,
  contact: ZProgrammeContact,
  /** A phone number and a website shown beside the contact (either may be absent). */
  phone: z.nullable(ZProgrammePhone),
  website: z.nullable(ZProgrammeUrl),
  hours: text(PROGRAMME_PAGE_LIMITS.hours, PROGRAMME_PAGE_MESSAGES.hoursRequired, PROGRAMME_PAGE_MESSAGES.hoursTooLong),
  call_to_action: text(
    PROGRAMME_PAGE_LIMITS.callToAction,
    PROGRAMME_PAGE_MESSAGES.callToActionRequired,
    PROGRAMME_PAGE_MESSAGES.callToActionTooLong,
  ),
};

export const ZProgrammePageParams = z.object({ programme: z.enum(PROGRAMME_PAGE_PROGRAMMES) });
export type TProgrammePageParams = z.infer<typeof ZProgrammePageParams>;

export const ZProgrammePage = z.object({
  programme: z.enum(PROGRAMME_PAGE_PROGRAMMES),
  /** The page's language: the one asked for, or English when that one is not written. */
  locale: z.enum(APP_LOCALES),
  ...pageFields,
  updated_at: z.string(),
});
export type TProgrammePage = z.output<typeof ZProgrammePage>;

/** `page` is null while the tenant has not written it in any language. */
export const ZGetProgrammePageResponse = z.object({ page: z.nullable(ZProgrammePage) });
export type TGetProgrammePageResponse = z.output<typeof ZGetProgrammePageResponse>;

/** Replaces the page in `locale` whole (every field, none kept from before). */
export const ZUpdateProgrammePageRequest = z.object({
  locale: z.enum(APP_LOCALES, { error: PROGRAMME_PAGE_MESSAGES.locale }),
  ...pageFields,
  phone: z.optional(pageFields.phone),
  website: z.optional(pageFields.website),
});
export type TUpdateProgrammePageRequest = z.input<typeof ZUpdateProgrammePageRequest>;
export const ZUpdateProgrammePageResponse = ZProgrammePage;
export type TUpdateProgrammePageResponse = TProgrammePage;
