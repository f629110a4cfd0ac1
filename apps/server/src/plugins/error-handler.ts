import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '@portal/contracts/errors';
import type { TErrorResponse } from '@portal/contracts/errors';
import type { TAppLocale } from '@portal/contracts/locales';
import { translateMessage } from '../i18n/translate';
import { isDatabaseUnavailable } from '../lib/database-errors';
import { AppError, STATUS_BY_CODE } from '../lib/errors';
import type { ErrorCode, ErrorDetails } from '../lib/errors';
import { readRequestLocale } from '../lib/request-locale';

/** How long a client should wait before trying again after a 503 (the pool reconnects within it). */
export const RETRY_AFTER_SECONDS = 5;

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Fastify's own errors, reworded for people. */
const FASTIFY_ERRORS: Record<string, { message: string; code: ErrorCode }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { message: 'The request body is not valid JSON.', code: ERROR_CODES.validation },
  FST_ERR_CTP_EMPTY_JSON_BODY: { message: 'The request body is not valid JSON.', code: ERROR_CODES.validation },
  FST_ERR_CTP_BODY_TOO_LARGE: { message: 'The request body is too large.', code: ERROR_CODES.payloadTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    message: 'Send the request body as application/json.',
    code: ERROR_CODES.validation,
  },
};

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  401: ERROR_CODES.unauthenticated,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  413: ERROR_CODES.payloadTooLarge,
  429: ERROR_CODES.rateLimited,
  503: ERROR_CODES.unavailable,
};

export function errorBody(
  statusCode: number,
  message: string,
  code: ErrorCode,
  field?: string,
  details?: ErrorDetails,
): TErrorResponse {
  const body: TErrorResponse = { statusCode, error: REASONS[statusCode] ?? 'Error', message, code };
  if (field) body.field = field;
  if (details) body.details = details;
  return body;
}

/** The error's answer, its message in `locale` (the code stays the same in every language). */
export function toErrorResponse(error: FastifyError | AppError, locale: TAppLocale = 'en'): TErrorResponse {
  const body = describeError(error);
  return { ...body, message: translateMessage(body.message, locale) };
}

function describeError(error: FastifyError | AppError): TErrorResponse {
  if (error instanceof AppError) {
    return errorBody(STATUS_BY_CODE[error.code], error.message, error.code, error.field, error.details);
  }
  const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
  const statusCode = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (known) return errorBody(statusCode, known.message, known.code);
  if (isDatabaseUnavailable(error)) {
    return errorBody(503, 'The service is briefly unavailable. Try again in a moment.', ERROR_CODES.unavailable);
  }
  if (statusCode === 503) {
    return errorBody(503, 'The service is busy. Try again in a moment.', ERROR_CODES.unavailable);
  }
  if (statusCode >= 500) {
    return errorBody(500, 'Something went wrong on our side. Try again in a moment.', ERROR_CODES.internal);
  }
  return errorBody(statusCode, error.message, CODE_BY_STATUS[statusCode] ?? ERROR_CODES.validation);
}

/**
 * The one error handler: every error answer is `{ statusCode, error, message, code }`, its message in the
 * request's language (readRequestLocale); 5xx details stay in the log. A 503 (load shed, database gone,
 * not ready) always says when to try again (Retry-After).
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      const body = toErrorResponse(error, readRequestLocale(request));
      if (body.statusCode === 503) {
        if (!reply.hasHeader('retry-after')) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        request.log.warn({ err: error, code: body.code }, 'request refused: unavailable');
      } else if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ code: body.code, statusCode: body.statusCode }, error.message);
      return reply.code(body.statusCode).type('application/json; charset=utf-8').send(body);
    });
  },
  { name: 'error-handler' },
);
