import type { TCurrentUserResponse } from '@portal/contracts/accounts';

export function makeCurrentUser(overrides: { questionnaireAnswered?: boolean; picture?: string | null } = {}) {
  const user: TCurrentUserResponse = {
    account: { user_id: 'user-1', email: 'member@attentive.test', role: 'member', tenant: 'attentive' },
    member: {
      first_name: 'Morgan',
      last_name: 'Lee',
      preferred_name: null,
      company: { id: 'company-1', name: 'Acme' },
      questionnaire_answered: overrides.questionnaireAnswered ?? true,
      profile_picture_name: overrides.picture === undefined ? 'morgan.png' : overrides.picture,
    },
  };
  return user;
}

/** Pretends to run inside the Capacitor shell, as the native bridge would. */
export function setNative(isNative: boolean): void {
  const target = globalThis as { Capacitor?: { isNativePlatform: () => boolean } };
  if (isNative) target.Capacitor = { isNativePlatform: () => true };
  else delete target.Capacitor;
}
