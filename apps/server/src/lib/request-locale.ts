import { isAppLocale, localeFromAcceptLanguage } from '@portal/contracts/locales';
import type { TAppLocale } from '@portal/contracts/locales';
import type { FastifyRequest } from 'fastify';

/**
 * The language a request is answered in: the client's `Accept-Language`
 * (the web app sends the language on screen), else the signed-in member's
 * stored language when the portal speaks it, else English.
 */
export function readRequestLocale(request: FastifyRequest): TAppLocale {
  const header = request.headers['accept-language'];
  if (typeof header === 'string' && header.trim() !== '') return localeFromAcceptLanguage(header);
  const stored = request.caller?.account.preferredLanguage;
  return isAppLocale(stored) ? stored : 'en';
}
