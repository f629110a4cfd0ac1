import { APP_HANDOFF_PATH } from '@portal/contracts/app-sign-in';
import type { TAppHandoffRequest, TAppHandoffResponse } from '@portal/contracts/app-sign-in';
import { loadClients } from '../api/load-clients';
import { signOut } from './sign-out';

/** Where the hand-over ends: the page's address (its origin) and how to leave for another. */
export interface HandoffPage {
  origin: string;
  assign: (url: string) => void;
}

/** This window (tests watch its `assign`: jsdom does not navigate). */
export const windowPage: HandoffPage = {
  get origin() {
    return window.location.origin;
  },
  assign: (url) => window.location.assign(url),
};

/**
 * The website's half of the native app's sign-in (docs/decisions/passkeys.md): signed in on the login
 * page the app opened with its challenge, the website asks for a single-use code for that challenge, ends
 * its own session (it was only the way to the app's: the in-app browser keeps none), and goes to the app
 * link `/app-sign-in?code=…`, which the app opens. Without a code (the server refused) the page there
 * says to start again from the app.
 */
export async function handOffToApp(challenge: string, page: HandoffPage = windowPage): Promise<void> {
  let code: string | undefined;
  try {
    const { authorizationClient } = await loadClients();
    const body: TAppHandoffRequest = { challenge };
    ({
      data: { code },
    } = await authorizationClient.post<TAppHandoffResponse>('/accounts/me/app-handoff', body));
  } catch (error) {
    console.error('The sign-in could not be handed over to the app', error);
  }
  await signOut();
  const target = new URL(APP_HANDOFF_PATH, page.origin);
  if (code) target.searchParams.set('code', code);
  page.assign(target.href);
}
