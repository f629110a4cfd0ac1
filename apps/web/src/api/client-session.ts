/**
 * What the API's signed-in calls need from the session, without api/ importing it: the member's token,
 * read at each call, and a note of each call that carries it (the idle timer counts from there). The app
 * gives it once at start-up (app/start-clients.ts), before the first request.
 */
export interface ClientSession {
  /** The member's access token; null when signed out. */
  getBearer: () => string | null;
  /** A call went out with that token. */
  onBearerSent: () => void;
}

// Module state, given once per page: the clients are reached from code outside React (query functions,
// the native shell's listeners), and the session is one per page.
let provided: ClientSession | null = null;

/** The app's session, for every signed-in call from now on. */
export function provideClientSession(session: ClientSession): void {
  provided = session;
}

function clientSession(): ClientSession {
  if (!provided) throw new Error('The API has no session: start-up gives it (app/start-clients.ts)');
  return provided;
}

/** The member's token, from the session the app gave. */
export function sessionBearer(): string | null {
  return clientSession().getBearer();
}

/** Notes a call that went out with the member's token, as the session's activity. */
export function noteSessionRequest(): void {
  clientSession().onBearerSent();
}
