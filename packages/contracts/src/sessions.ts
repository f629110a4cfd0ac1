import * as z from 'zod/mini';

// — The member's own sessions: `/accounts/me/sessions` —

/** Where a session was signed in: the programme's app, or a browser. */
export const SESSION_DEVICE_KINDS = ['browser', 'app'] as const;

export const ZSessionDevice = z.object({
  kind: z.enum(SESSION_DEVICE_KINDS),
  /** Read from the signing-in request's User-Agent, e.g. "Chrome on Android"; never a place or an address. */
  name: z.string(),
  /** The same facts for a screen to say in its own language: proper names, or null when not known. */
  browser: z.nullable(z.string()),
  system: z.nullable(z.string()),
});
export type TSessionDevice = z.infer<typeof ZSessionDevice>;

export const ZMemberSession = z.object({
  id: z.string(),
  device: ZSessionDevice,
  created_at: z.iso.datetime(),
  /** When the session was last used, to the minute. */
  last_seen_at: z.iso.datetime(),
  /** The session of the request that asked. */
  is_current: z.boolean(),
});
export type TMemberSession = z.infer<typeof ZMemberSession>;

/** `GET /accounts/me/sessions`: the caller's live sessions, most recently used first. */
export const ZMemberSessionsResponse = z.object({ items: z.array(ZMemberSession) });
export type TMemberSessionsResponse = z.infer<typeof ZMemberSessionsResponse>;

/** `POST /accounts/me/sessions/end-others`: how many sessions ended (`DELETE …/:id` answers 204). */
export const ZEndOtherSessionsResponse = z.object({ ended: z.number() });
export type TEndOtherSessionsResponse = z.infer<typeof ZEndOtherSessionsResponse>;
