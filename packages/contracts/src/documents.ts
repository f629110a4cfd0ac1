/**
 * Per-tenant pages of text the app shows as they are: the privacy policy
 * (`/privacy-policy`) and the thank-you page (`/thankyou`). Each tenant may
 * replace its own; the body is Markdown.
 */
import * as z from 'zod/mini';

export const DOCUMENT_KINDS = ['privacy-policy', 'thank-you'] as const;
export const ZDocumentKind = z.enum(DOCUMENT_KINDS);
export type TDocumentKind = z.infer<typeof ZDocumentKind>;

/** `GET /api/authorization/content/privacy-policy` and `…/content/thank-you` (anonymous, by the request's brand). */
export const ZTenantDocumentResponse = z.object({
  title: z.string(),
  /** ISO 8601: when the text last changed. */
  updated_at: z.iso.datetime(),
  body_markdown: z.string(),
});
export type TTenantDocumentResponse = z.infer<typeof ZTenantDocumentResponse>;
