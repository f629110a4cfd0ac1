import type { NavigateFunction } from '@/navigation/router/hooks';
import { href } from '@/navigation/paths';
import { handOffToAppIfAsked } from './app-handoff-query';
import type { SignInResult } from './sign-in';

/** Where a completed sign-in goes: Home, or the questionnaire while it is unanswered. */
export function signedInPath({ isQuestionnaireAnswered }: Pick<SignInResult, 'isQuestionnaireAnswered'>): string {
  return isQuestionnaireAnswered ? href('home') : href('questionnaire');
}

/**
 * After a sign-in on the login page or its second step (a password, a code, a passkey): handed to the
 * native app when it opened the page to sign in here (`?app_handoff=`), else on to `signedInPath`.
 */
export async function goOnAfterSignIn(
  result: SignInResult,
  { search, navigate }: { search: string; navigate: NavigateFunction },
): Promise<void> {
  if (await handOffToAppIfAsked(search)) return;
  await navigate(signedInPath(result), { replace: true });
}
