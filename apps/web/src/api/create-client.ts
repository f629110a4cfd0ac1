/* eslint-disable lingui/no-unlocalized-strings -- HTTP's own text (methods, header names and values) and the
   client's error messages, which docs/product.md fixes and getErrorMessage turns into words for people */
import ky, { HTTPError, TimeoutError } from 'ky';
import { ERROR_CODES } from '@portal/contracts/error-codes';
import { APPLICATION_TYPE_HEADER, BRAND_HEADER } from '@portal/contracts/headers';
import { getCurrentBrand } from '../brands/current-brand';
import { activeLocale } from '../i18n/i18n';
import { getApplicationType, isNativePlatform } from '../platform/platform';
import { noteSessionRequest } from './client-session';
import { noteProgrammeSuspended } from './programme-suspension';

// The services' HTTP client: a thin layer over ky (the Fetch API) that answers `{ data, status, headers }`
// and fails with one error of ours carrying the messages and codes docs/product.md keeps (axios's).

export interface ServiceClientOptions {
  baseURL: string;
  /** Milliseconds; 0 (the default) means no timeout. */
  timeout?: number;
  /** The bearer credential for this service, read at request time; none when it returns null. */
  getBearer?: () => string | null;
  /** Called when a request goes out with that bearer; by default noted as the session's activity. */
  onBearerSent?: () => void;
}

/** What a call may say besides its URL and body: only what the call sites use. */
export interface ServiceRequestOptions {
  /** The query string; `undefined` and `null` values are left out. */
  params?: Record<string, string | number | boolean | null | undefined>;
  /** An `Authorization` here wins over the client's bearer. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Milliseconds for this call; 0 or none: the client's (no timeout by default). */
  timeout?: number;
  /** `json` (the default: parsed JSON, else the text) or `blob`. */
  responseType?: 'json' | 'blob';
}

export interface ServiceResponse<T> {
  data: T;
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
}

export interface ServiceClient {
  get<T = unknown>(url: string, options?: ServiceRequestOptions): Promise<ServiceResponse<T>>;
  delete<T = unknown>(url: string, options?: ServiceRequestOptions): Promise<ServiceResponse<T>>;
  /** A JSON body; `undefined` sends no body at all. */
  post<T = unknown>(url: string, body?: unknown, options?: ServiceRequestOptions): Promise<ServiceResponse<T>>;
  put<T = unknown>(url: string, body?: unknown, options?: ServiceRequestOptions): Promise<ServiceResponse<T>>;
  patch<T = unknown>(url: string, body?: unknown, options?: ServiceRequestOptions): Promise<ServiceResponse<T>>;
}

/** The answer of a failed call, when one came back. */
export interface HttpErrorResponse {
  status: number;
  statusText: string;
  /** Parsed JSON, else the text ('' for none). */
  data: unknown;
  /** Lower-case names (`retry-after`…). */
  headers: Record<string, string>;
}

/**
 * Every failed call: `message` and `code` as axios had them (docs/product.md's "Network Error",
 * "Request aborted", "timeout of {n}ms exceeded", "Request failed with status code N"), and the
 * `response` when one came back. `isHttpError` (error-message.ts) recognises it by its flag.
 */
export class HttpError extends Error {
  readonly isHttpError = true;
  readonly code: string | undefined;
  readonly response: HttpErrorResponse | undefined;

  constructor(message: string, code: string | undefined, response?: HttpErrorResponse, cause?: unknown) {
    super(message, { cause });
    this.name = 'HttpError';
    this.code = code;
    this.response = response;
  }
}

/** Success is any 2xx; everything else rejects with an HttpError. */
export function isSuccessStatus(status: number): boolean {
  return status >= 200 && status <= 299;
}

/** axios's codes: 4xx a bad request, 5xx a bad response, none for other statuses. */
function statusCode(status: number): string | undefined {
  if (status >= 400 && status < 500) return 'ERR_BAD_REQUEST';
  if (status >= 500 && status < 600) return 'ERR_BAD_RESPONSE';
  return undefined;
}

/** The programme is suspended: the server refuses its every request until it resumes. */
function isProgrammeSuspendedAnswer(response: HttpErrorResponse): boolean {
  const { data } = response;
  return (
    response.status === 403 &&
    typeof data === 'object' &&
    data !== null &&
    (data as { code?: unknown }).code === ERROR_CODES.programmeSuspended
  );
}

/** An HTTP error for a status that came back (the storage uploads' answers are reduced to it too). */
export function httpStatusError(response: HttpErrorResponse, cause?: unknown): HttpError {
  // Every refused answer passes here: a suspension's switches the whole app to its page, whichever call it was.
  if (isProgrammeSuspendedAnswer(response)) noteProgrammeSuspended();
  return new HttpError(
    `Request failed with status code ${response.status}`,
    statusCode(response.status),
    response,
    cause,
  );
}

export const NETWORK_ERROR_MESSAGE = 'Network Error';
export const ABORTED_MESSAGE = 'Request aborted';
export const timeoutMessage = (ms: number) => `timeout of ${ms}ms exceeded`;

/** Anything with `has` and `set`: the Fetch API's Headers. */
interface HeaderTarget {
  has(name: string): boolean;
  set(name: string, value: string): unknown;
}

/**
 * The headers every service call carries: the application type, the language on screen, the brand on
 * native, and the bearer unless the call chose its own Authorization. A call that carries the bearer is
 * told to `onBearerSent`: by default the session the app gave notes it as activity (client-session.ts).
 */
export function applyServiceHeaders(
  headers: HeaderTarget,
  getBearer?: () => string | null,
  onBearerSent: () => void = noteSessionRequest,
): void {
  headers.set(APPLICATION_TYPE_HEADER, getApplicationType());
  // The server answers error messages (and localised content) in the language on screen.
  headers.set('Accept-Language', activeLocale());
  // A native build has no meaningful host, so it names its brand.
  if (isNativePlatform()) headers.set(BRAND_HEADER, getCurrentBrand().key);
  const bearer = getBearer?.();
  if (bearer && !headers.has('Authorization')) {
    headers.set('Authorization', `Bearer ${bearer}`);
    // The member's own session is used: the idle timer counts from here.
    onBearerSent();
  }
}

/** `base` + `/` + `path`, one slash between them (as axios joined them). */
function joinUrl(base: string, path: string): string {
  if (!path) return base;
  return `${base.replace(/\/?\/$/, '')}/${path.replace(/^\/+/, '')}`;
}

function toSearchParams(params: ServiceRequestOptions['params']): URLSearchParams | undefined {
  if (!params) return undefined;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  return search;
}

function readHeaders(headers: Headers): Record<string, string> {
  return Object.fromEntries(headers.entries());
}

/** JSON when it parses, else the text itself (axios's default): '' when there is no body. */
export function parseJsonOrText(text: string): unknown {
  if (text === '') return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function readJsonOrText(response: Response): Promise<unknown> {
  return parseJsonOrText(await response.text());
}

async function readErrorResponse(response: Response): Promise<HttpErrorResponse> {
  let data: unknown = '';
  try {
    data = await readJsonOrText(response);
  } catch {
    // The body could not be read: the status says enough.
  }
  return { status: response.status, statusText: response.statusText, data, headers: readHeaders(response.headers) };
}

/** Whatever ky or fetch threw, as an HttpError. */
async function toHttpError(error: unknown, signal: AbortSignal | undefined, timeout: number): Promise<HttpError> {
  if (error instanceof HttpError) return error;
  if (error instanceof HTTPError) return httpStatusError(await readErrorResponse(error.response), error);
  if (error instanceof TimeoutError) return new HttpError(timeoutMessage(timeout), 'ECONNABORTED', undefined, error);
  if (signal?.aborted) return new HttpError(ABORTED_MESSAGE, 'ERR_CANCELED', undefined, error);
  // fetch rejects with a TypeError when no answer came back (offline, DNS, CORS, a dropped connection).
  return new HttpError(NETWORK_ERROR_MESSAGE, 'ERR_NETWORK', undefined, error);
}

/** No automatic retries (TanStack Query retries), no timeout unless one is asked for. */
const http = ky.create({ retry: 0, timeout: false, throwHttpErrors: true });

/** One factory for every service: same headers, same status rule, same error messages. */
export function createServiceClient({
  baseURL,
  timeout: defaultTimeout = 0,
  getBearer,
  onBearerSent,
}: ServiceClientOptions): ServiceClient {
  async function request<T>(
    method: string,
    url: string,
    body: unknown,
    options: ServiceRequestOptions = {},
  ): Promise<ServiceResponse<T>> {
    const { params, signal, responseType = 'json' } = options;
    const timeout = options.timeout || defaultTimeout;
    const headers = new Headers(options.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json, text/plain, */*');
    applyServiceHeaders(headers, getBearer, onBearerSent);
    let payload: string | undefined;
    if (body !== undefined) {
      payload = JSON.stringify(body);
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    }
    // Resolved against the page, so a relative base (`/api/auth`) means this site, as it always did.
    const address = new URL(joinUrl(baseURL, url), globalThis.location?.href).href;
    try {
      const response = await http(address, {
        method,
        headers,
        searchParams: toSearchParams(params),
        signal,
        timeout: timeout > 0 ? timeout : false,
        // The body goes to fetch itself, not into ky's Request: ky clones every Request (for retries we
        // never make), and Chromium hides a cloned Request's body from DevTools and test tools
        // (crbug.com/698209), though it sends it.
        fetch: payload === undefined ? undefined : (input, init) => fetch(input, { ...init, body: payload }),
      });
      const data = responseType === 'blob' ? await response.blob() : await readJsonOrText(response);
      return { data: data as T, status: response.status, headers: readHeaders(response.headers) };
    } catch (error) {
      throw await toHttpError(error, signal, timeout);
    }
  }

  return {
    get: (url, options) => request('GET', url, undefined, options),
    delete: (url, options) => request('DELETE', url, undefined, options),
    post: (url, body, options) => request('POST', url, body, options),
    put: (url, body, options) => request('PUT', url, body, options),
    patch: (url, body, options) => request('PATCH', url, body, options),
  };
}
