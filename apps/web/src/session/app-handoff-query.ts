// The contracts' APP_HANDOFF_QUERY and APP_HANDOFF_CHALLENGE_PATTERN (@portal/contracts/app-sign-in), written
// out: that module brings zod, which the login page loads only when used (its budget); a test holds them equal.
export const APP_HANDOFF_QUERY = 'app_handoff';
export const APP_HANDOFF_CHALLENGE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The native app's challenge when it opened the login page to sign in on the website (`?app_handoff=`),
 * or null: a value of another shape is ignored.
 */
export function readAppHandoffChallenge(search: string): string | null {
  const challenge = new URLSearchParams(search).get(APP_HANDOFF_QUERY);
  return challenge !== null && APP_HANDOFF_CHALLENGE_PATTERN.test(challenge) ? challenge : null;
}

/**
 * After a sign-in on the login page: when the app asked for it, hands the sign-in over to the app and
 * answers true (the page is leaving); else false, and the page goes on as usual. The hand-over's code
 * loads only then.
 */
export async function handOffToAppIfAsked(search: string): Promise<boolean> {
  const challenge = readAppHandoffChallenge(search);
  if (challenge === null) return false;
  const { handOffToApp } = await import('./app-handoff');
  await handOffToApp(challenge);
  return true;
}
