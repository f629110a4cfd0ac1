/**
 * The admin console's Programme section, under `/api/authorization/admin/…` (tenant admins):
 * every offered programme's page in each language (`GET /admin/programme-pages`; a page is saved with
 * `PUT /programmes/:programme`), the tenant's news announcements (`/admin/news`), the privacy policy and
 * thank-you texts (`PUT /admin/documents/<kind>`; members read them at `GET /content/<kind>`) and the
 * programme's support line (`/admin/support-line`; members see it with a low well-being result and a
 * health scan's result, through the runtime config and the questionnaire's answers).
 */
import * as z from 'zod/mini';
import { PROGRAMME_PAGE_PROGRAMMES } from './programmes';
import type { BrandSupportLine } from './brand-fields';
import { APP_LOCALES } from './locales';
import { NEWS_SUMMARY_MAX, NEWS_TITLE_MAX } from './news';
import { PROGRAMME_PAGE_MESSAGES, ZProgrammePage, isDialablePhone, isSafeProgrammeUrl } from './partner-programmes';

export const PROGRAMME_SETTINGS_LIMITS = {
  /** Announcements an admin sees per language (the newest first). */
  announcementsListed: 200,
  newsUrl: 300,
  documentTitle: 200,
  documentBody: 100_000,
  supportHours: 160,
} as const;

export const PROGRAMME_SETTINGS_MESSAGES = {
  adminsOnly: 'Only an administrator can change the programme’s settings.',
  announcementTitleRequired: 'Give the announcement a title.',
  announcementTitleTooLong: `Use at most ${NEWS_TITLE_MAX} characters for the announcement’s title.`,
  announcementSummaryRequired: 'Write what the announcement says.',
  announcementSummaryTooLong: `Use at most ${NEWS_SUMMARY_MAX} characters for the announcement.`,
  announcementNotFound: 'That announcement was not found.',
  documentTitleRequired: 'Give the page a title.',
  documentTitleTooLong: `Use at most ${PROGRAMME_SETTINGS_LIMITS.documentTitle} characters for the page’s title.`,
  documentBodyRequired: 'Write the text of the page.',
  documentBodyTooLong: `The text is too long: use at most ${PROGRAMME_SETTINGS_LIMITS.documentBody} characters.`,
  supportHoursRequired: 'Say when the support line answers.',
  supportHoursTooLong: `Use at most ${PROGRAMME_SETTINGS_LIMITS.supportHours} characters for the support line’s hours.`,
} as const;

const text = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));

// — Partner programme pages —

/** Each page programme the tenant offers, with its page in each language (null: not written yet). */
export const ZAdminProgrammePagesResponse = z.object({
  programmes: z.array(
    z.object({
      programme: z.enum(PROGRAMME_PAGE_PROGRAMMES),
      pages: z.object({ en: z.nullable(ZProgrammePage), es: z.nullable(ZProgrammePage) }),
    }),
  ),
});
export type TAdminProgrammePagesResponse = z.output<typeof ZAdminProgrammePagesResponse>;

// — News announcements —

export const ZAnnouncementLocale = z.enum(APP_LOCALES, { error: PROGRAMME_PAGE_MESSAGES.locale });

const announcementFields = {
  title: text(
    NEWS_TITLE_MAX,
    PROGRAMME_SETTINGS_MESSAGES.announcementTitleRequired,
    PROGRAMME_SETTINGS_MESSAGES.announcementTitleTooLong,
  ),
  summary: text(
    NEWS_SUMMARY_MAX,
    PROGRAMME_SETTINGS_MESSAGES.announcementSummaryRequired,
    PROGRAMME_SETTINGS_MESSAGES.announcementSummaryTooLong,
  ),
  /** Where to read more (https); null or absent when the announcement says it all. */
  url: z.optional(
    z.nullable(
      z
        .string({ error: PROGRAMME_PAGE_MESSAGES.url })
        .check(z.trim(), z.refine(isSafeProgrammeUrl, PROGRAMME_PAGE_MESSAGES.url)),
    ),
  ),
};

export const ZAdminAnnouncement = z.object({
  id: z.string(),
  locale: z.enum(APP_LOCALES),
  title: z.string(),
  summary: z.string(),
  url: z.nullable(z.string()),
  /** ISO 8601: members see the newest first. */
  published_at: z.string(),
});
export type TAdminAnnouncement = z.output<typeof ZAdminAnnouncement>;

export const ZAdminAnnouncementsQuery = z.object({ locale: ZAnnouncementLocale });
export type TAdminAnnouncementsQuery = z.output<typeof ZAdminAnnouncementsQuery>;

export const ZAdminAnnouncementsResponse = z.object({ items: z.array(ZAdminAnnouncement) });
export type TAdminAnnouncementsResponse = z.output<typeof ZAdminAnnouncementsResponse>;

export const ZAnnouncementParams = z.object({ id: z.uuid() });

/** A new announcement, published now in one language. */
export const ZCreateAnnouncementRequest = z.object({ locale: ZAnnouncementLocale, ...announcementFields });
export type TCreateAnnouncementRequest = z.input<typeof ZCreateAnnouncementRequest>;

/** An announcement's words replaced; its language and publication time stay. */
export const ZUpdateAnnouncementRequest = z.object(announcementFields);
export type TUpdateAnnouncementRequest = z.input<typeof ZUpdateAnnouncementRequest>;

// — The privacy policy and the thank-you page —

/** Replaces the document whole; one text for every language (as the operator's `set-document`). */
export const ZUpdateDocumentRequest = z.object({
  title: text(
    PROGRAMME_SETTINGS_LIMITS.documentTitle,
    PROGRAMME_SETTINGS_MESSAGES.documentTitleRequired,
    PROGRAMME_SETTINGS_MESSAGES.documentTitleTooLong,
  ),
  body_markdown: text(
    PROGRAMME_SETTINGS_LIMITS.documentBody,
    PROGRAMME_SETTINGS_MESSAGES.documentBodyRequired,
    PROGRAMME_SETTINGS_MESSAGES.documentBodyTooLong,
  ),
});
export type TUpdateDocumentRequest = z.input<typeof ZUpdateDocumentRequest>;

// — The support line —

const hours = text(
  PROGRAMME_SETTINGS_LIMITS.supportHours,
  PROGRAMME_SETTINGS_MESSAGES.supportHoursRequired,
  PROGRAMME_SETTINGS_MESSAGES.supportHoursTooLong,
);

/** The programme's support line: a dialable phone and when it answers, in each language. */
export const ZSupportLine = z.object({
  phone: z
    .string({ error: PROGRAMME_PAGE_MESSAGES.phone })
    .check(z.trim(), z.refine(isDialablePhone, PROGRAMME_PAGE_MESSAGES.phone)),
  hours: z.object({ en: hours, es: hours }),
});
export type TSupportLine = z.output<typeof ZSupportLine> & BrandSupportLine;

export const ZAdminSupportLineResponse = z.object({
  /** The line members see. */
  support_line: ZSupportLine,
  /** The brand's own line, which members see while the programme has set none. */
  default_line: ZSupportLine,
  /** Whether members see the brand's line (the programme has set none). */
  is_default: z.boolean(),
});
export type TAdminSupportLineResponse = z.output<typeof ZAdminSupportLineResponse>;

/** The programme's own line, or null to go back to the brand's. */
export const ZUpdateSupportLineRequest = z.object({ support_line: z.nullable(ZSupportLine) });
export type TUpdateSupportLineRequest = z.input<typeof ZUpdateSupportLineRequest>;
