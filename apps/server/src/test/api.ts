import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/** Request headers; one whose value is undefined is not sent (an optional language, say). */
export type RequestHeaders = Record<string, string | undefined>;

export interface ApiOptions {
  /** The host the requests are sent to, which picks the brand; swift.localhost unless given. */
  host?: string;
  /** Put before each request's url, such as `/api/authorization`. */
  prefix?: string;
  /** Sent with every request. */
  headers?: RequestHeaders;
}

export interface RequestOptions {
  /** This request's own headers, over the client's. */
  headers?: RequestHeaders;
}

/** An object is sent as JSON; a string, Buffer or stream as it is, with its `content-type` in the headers. */
export type Body = InjectOptions['payload'];

export interface Api {
  /**
   * The same requests, signed in as the session whose access token this is; or will be, once a sign-in
   * under way ends (a file's cache of sessions), each request waiting for it.
   */
  as(token: string | Promise<string>): Api;
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
  return client(app, options, undefined);
}

function client(app: FastifyInstance, options: ApiOptions, token: string | Promise<string> | undefined): Api {
  const send = async (
    method: 'GET' | 'DELETE' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    body: Body | undefined,
    request: RequestOptions = {},
  ) => {
    const authorization = token === undefined ? undefined : `Bearer ${await token}`;
    return app.inject({
      method,
      url: `${options.prefix ?? ''}${url}`,
      headers: mergeHeaders(
        { host: options.host ?? 'swift.localhost' },
        options.headers,
        { authorization },
        request.headers,
      ),
      ...(body === undefined ? {} : { payload: body }),
    });
  };
  return {
    as: (next) => client(app, options, next),
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
export function mergeHeaders(...sets: (RequestHeaders | undefined)[]): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const set of sets) {
    for (const [name, value] of Object.entries(set ?? {})) {
      if (value !== undefined) merged[name.toLowerCase()] = value;
    }
  }
  return merged;
}
