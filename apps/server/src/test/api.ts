import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/** Request headers; one whose value is undefined is not sent (an optional language, say). */
export type Headers = Record<string, string | undefined>;

export interface ApiOptions {
  /** The host the requests are sent to, which picks the brand; swift.localhost unless given. */
  host?: string | undefined;
  /** Put before each request's url, such as `/api/authorization`. */
  prefix?: string;
  /** Sent with every request. */
  headers?: Headers;
}

export interface RequestOptions {
  /** This request's own headers, over the client's. */
  headers?: Headers;
}

/** An object is sent as JSON; a string, Buffer or stream as it is, with its `content-type` in the headers. */
export type Body = InjectOptions['payload'];

export interface Api {
  /** The same requests, signed in as the session whose access token this is. */
  as(token: string): Api;
  get(url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  delete(url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  post(url: string, body?: Body, options?: RequestOptions): Promise<LightMyRequestResponse>;
  put(url: string, body?: Body, options?: RequestOptions): Promise<LightMyRequestResponse>;
  patch(url: string, body?: Body, options?: RequestOptions): Promise<LightMyRequestResponse>;
}

/**
 * Requests to a test app as a client sends them: on a brand's host, anonymous or signed in with a bearer
 * token (`api(t.app).as(token).get(url)`). Each answers Fastify's inject response, as `app.inject` does.
 */
export function api(app: FastifyInstance, options: ApiOptions = {}): Api {
  const send = (
    method: 'GET' | 'DELETE' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    body: Body | undefined,
    request: RequestOptions = {},
  ) =>
    app.inject({
      method,
      url: `${options.prefix ?? ''}${url}`,
      headers: mergeHeaders({ host: options.host ?? 'swift.localhost' }, options.headers, request.headers),
      ...(body === undefined ? {} : { payload: body }),
    });
  return {
    as: (token) =>
      api(app, { ...options, headers: mergeHeaders(options.headers, { authorization: `Bearer ${token}` }) }),
    get: (url, request) => send('GET', url, undefined, request),
    delete: (url, request) => send('DELETE', url, undefined, request),
    post: (url, body, request) => send('POST', url, body, request),
    put: (url, body, request) => send('PUT', url, body, request),
    patch: (url, body, request) => send('PATCH', url, body, request),
  };
}

/**
 * The headers of each set in turn, a later value over an earlier one of the same name in any case
 * (header names are case-insensitive); an undefined value leaves out, and does not clear, its header.
 */
export function mergeHeaders(...sets: (Headers | undefined)[]): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const set of sets) {
    for (const [name, value] of Object.entries(set ?? {})) {
      if (value !== undefined) merged[name.toLowerCase()] = value;
    }
  }
  return merged;
}
