import { localeFromAcceptLanguage } from '@portal/contracts/locales';
import type { TAppLocale } from '@portal/contracts/locales';
import type { FastifyRequest } from 'fastify';

/**
 * The language a request is answered in: the client's `Accept-Language` (the web app and the native app
 * send the language on screen with every call), else English. Emails go out in the member's stored
 * language, read where they are written.
 */
export function readRequestLocale(request: FastifyRequest): TAppLocale {
  const header = request.headers['accept-language'];
  return typeof header === 'string' && header.trim() !== '' ? localeFromAcceptLanguage(header) : 'en';
}
