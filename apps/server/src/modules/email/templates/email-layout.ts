/**
 * The branded frame every email shares. Email clients ignore style sheets and
 * modern layout, so this is tables with inline styles; `role="presentation"`
 * keeps screen readers from announcing them as data tables. The same content
 * renders as HTML and as plain text so the two parts never disagree. Its words
 * and every template's are the server's catalog's (i18n/locales/<locale>/emails.po),
 * looked up by their English; the catalog's text reaches the HTML as written
 * (it is committed with the code), and every value put into it is escaped.
 */
import type { Brand } from '@portal/contracts/brands';

/** What an email shows of the programme's brand. */
export type EmailBrand = Pick<Brand, 'title' | 'logo' | 'themeColor' | 'supportEmail'>;
import { isAppLocale } from '@portal/contracts/locales';
import type { TAppLocale } from '@portal/contracts/locales';
import { t } from '../../../i18n/translate';

export type EmailKind =
  | 'invitation'
  | 'password-reset'
  | 'password-changed'
  | 'sign-in-failures'
  | 'new-sign-in'
  | 'two-step-reset'
  | 'level-reached'
  | 'alternative-answered';

export interface RenderedEmail {
  kind: EmailKind;
  subject: string;
  html: string;
  text: string;
  /** The link the message carries, if any: the outbox logs it so local sign-up works without a mail server. */
  link?: string;
}

export interface EmailContent {
  kind: EmailKind;
  /** The recipient's language: the frame's own words and the `lang` of the HTML; English when not given. */
  locale?: TAppLocale;
  brand: EmailBrand;
  /** The tenant's public address, from configuration (see `getTenantPublicUrl`). */
  publicUrl: string;
  subject: string;
  /** The inbox preview line. */
  preview: string;
  heading: string;
  recipientName?: string | null;
  paragraphs: readonly string[];
  action?: { label: string; url: string };
  /** Shown after the button, e.g. expiry and "if you didn't ask". */
  notes?: readonly string[];
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** For text and for quoted attribute values alike. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** Only a hex colour may reach a style attribute; anything else falls back to a safe dark blue. */
function getSafeColor(color: string): string {
  return /^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i.test(color) ? color : '#1d4ed8';
}

/** The language an account's emails are written in: its stored language when the portal speaks it, else English. */
export function getEmailLocale(preferredLanguage: string | null | undefined): TAppLocale {
  return isAppLocale(preferredLanguage) ? preferredLanguage : 'en';
}

const DATE_FORMAT_LOCALES: Record<TAppLocale, string> = { en: 'en-GB', es: 'es' };

/** Dates in emails are spelled out and in UTC, since we don't know the reader's time zone. */
export function formatEmailDate(date: Date, locale: TAppLocale = 'en'): string {
  const format = new Intl.DateTimeFormat(DATE_FORMAT_LOCALES[locale], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return `${format.format(date)} UTC`;
}

function getGreeting(content: EmailContent): string {
  const locale = content.locale ?? 'en';
  const name = content.recipientName?.trim() || undefined;
  return name ? t(locale, 'Hello {name},', { name }) : t(locale, 'Hello,');
}

/** The footer's line after the brand's name; `support` is the address as the part shows it (a link in HTML). */
function getQuestionsLine(content: EmailContent, support: string): string {
  return t(content.locale ?? 'en', 'Questions? Write to {support}.', { support });
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const TEXT_STYLE = `${FONT};font-size:16px;line-height:24px;color:#1f2937;margin:0 0 16px`;

function renderHtml(content: EmailContent): string {
  const { brand, action } = content;
  const color = getSafeColor(brand.themeColor);
  const title = escapeHtml(brand.title);
  const paragraph = (text: string, style = TEXT_STYLE) => `<p style="${style}">${escapeHtml(text)}</p>`;
  const actionHtml = action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px">
<tr><td align="center" bgcolor="${color}" style="border-radius:6px;background:${color}">
<a href="${escapeHtml(action.url)}" target="_blank" style="display:inline-block;padding:14px 28px;${FONT};font-size:16px;font-weight:bold;line-height:20px;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(action.label)}</a>
</td></tr>
</table>
<p style="${FONT};font-size:14px;line-height:20px;color:#4b5563;margin:0 0 16px">${t(content.locale ?? 'en', "If the button doesn't work, copy this address into your browser:")}<br><a href="${escapeHtml(action.url)}" style="color:${color};word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : '';
  const support = escapeHtml(brand.supportEmail);
  return `<!doctype html>
<html lang="${content.locale ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preview)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f4f6">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td bgcolor="${color}" style="background:${color};border-radius:8px 8px 0 0;padding:20px 32px">
<img src="${escapeHtml(new URL(brand.logo, content.publicUrl).toString())}" alt="" width="32" height="32" style="vertical-align:middle;border:0;margin-right:8px">
<span style="${FONT};font-size:20px;font-weight:bold;line-height:32px;color:#ffffff;vertical-align:middle">${title}</span>
</td></tr>
<tr><td style="padding:32px">
<h1 style="${FONT};font-size:22px;line-height:30px;color:#111827;margin:0 0 16px">${escapeHtml(content.heading)}</h1>
${paragraph(getGreeting(content))}
${content.paragraphs.map((text) => paragraph(text)).join('\n')}
${actionHtml}
${(content.notes ?? []).map((text) => paragraph(text, `${FONT};font-size:14px;line-height:20px;color:#4b5563;margin:0 0 12px`)).join('\n')}
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid #e5e7eb">
<p style="${FONT};font-size:13px;line-height:20px;color:#6b7280;margin:0">${title} &middot; ${getQuestionsLine(content, `<a href="mailto:${support}" style="color:${color}">${support}</a>`)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function renderText(content: EmailContent): string {
  const blocks = [content.brand.title.toUpperCase(), content.heading, getGreeting(content), ...content.paragraphs];
  // The link alone on its line, so every mail client makes it clickable and nothing sticks to it.
  if (content.action) blocks.push(`${content.action.label}:\n${content.action.url}`);
  blocks.push(
    ...(content.notes ?? []),
    `-- \n${content.brand.title}. ${getQuestionsLine(content, content.brand.supportEmail)}`,
  );
  return `${blocks.join('\n\n')}\n`;
}

export function renderEmail(content: EmailContent): RenderedEmail {
  return {
    kind: content.kind,
    subject: content.subject,
    html: renderHtml(content),
    text: renderText(content),
    ...(content.action ? { link: content.action.url } : {}),
  };
}
