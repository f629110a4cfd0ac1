/**
 * "Download my data": a member asks for everything the portal holds about them, the server prepares one
 * ZIP in the background (`data.json`, `summary.html` in the member's language, and their files under
 * `media/`), and the member downloads it while it is kept. Asking needs a recent proof that it is them
 * (step-up, `sign-in-security.ts`).
 */
import * as z from 'zod/mini';
import { APP_LOCALES } from './locales';

export const DATA_EXPORT_STATUSES = ['preparing', 'ready', 'failed'] as const;
export type TDataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** How long a prepared file can be downloaded; the maintenance deletes it after. */
export const DATA_EXPORT_AVAILABLE_HOURS = 24;
/**
 * An export still preparing after this long was cut off (its server stopped): it is shown, and swept, as
 * failed. Preparing takes seconds; the margin is for a member with a full media quota on a slow store.
 */
export const DATA_EXPORT_PREPARING_LIMIT_MINUTES = 10;
/**
 * Exports a member may have made in an hour (each prepares a whole file). Only exports made count: a request
 * answered with the one under way (requests racing each other, a second tab) costs nothing.
 */
export const DATA_EXPORT_REQUESTS_PER_HOUR = 10;
/** Requests of any outcome an account may send in a minute: a ceiling for a loop, never reached by a person. */
export const DATA_EXPORT_REQUESTS_PER_MINUTE = 30;
/** How many of the member's exports the list shows, newest first. */
export const DATA_EXPORT_LIST_LIMIT = 5;
/** While one is preparing, how often the app asks again. */
export const DATA_EXPORT_POLL_MS = 2_000;

/** The files inside the ZIP. */
export const DATA_EXPORT_FILES = {
  data: 'data.json',
  summary: 'summary.html',
  /** The member's own files (the profile picture, uploads) go in this folder. */
  mediaFolder: 'media/',
} as const;

/** `data.json`'s `format` field: changes when the file's shape does. */
export const DATA_EXPORT_FORMAT = 'portal-member-data/1';

export const DATA_EXPORT_MESSAGES = {
  notFound: 'That download was not found or is no longer available.',
  tooMany: 'You have asked for your data several times this hour. Try again later.',
  tooOften: 'You are asking for your data too often. Wait a minute and try again.',
} as const;

export const ZDataExport = z.object({
  id: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  /** The language of `summary.html`. */
  locale: z.enum(APP_LOCALES),
  created_at: z.iso.datetime(),
  ready_at: z.nullable(z.iso.datetime()),
  /** Until when it can be downloaded (while preparing: at the latest). */
  expires_at: z.iso.datetime(),
  size_bytes: z.nullable(z.number()),
  /** Where to download it, while it is ready; null otherwise. */
  download_url: z.nullable(z.string()),
});
export type TDataExport = z.infer<typeof ZDataExport>;

/** `POST /accounts/me/data-exports` (202): the export being prepared (the one already preparing, if any). */
export const ZRequestDataExportResponse = ZDataExport;
export type TRequestDataExportResponse = TDataExport;

/** `GET /accounts/me/data-exports`: the member's recent exports, newest first. */
export const ZListDataExportsResponse = z.object({ items: z.array(ZDataExport) });
export type TListDataExportsResponse = z.infer<typeof ZListDataExportsResponse>;

/** The address of an export's file (`download_url` while it is ready). */
export function getDataExportDownloadPath(id: string): string {
  return `/api/authorization/accounts/me/data-exports/${encodeURIComponent(id)}/download`;
}

/** The downloaded file's name: `<brand>-my-data-<YYYY-MM-DD>.zip`. */
export function getDataExportFileName(brandKey: string, createdAt: Date): string {
  return `${brandKey}-my-data-${createdAt.toISOString().slice(0, 10)}.zip`;
}
