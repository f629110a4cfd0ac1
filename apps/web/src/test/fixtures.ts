import type { TCurrentUserResponse } from '@portal/contracts/accounts';

export function makeCurrentUser(overrides: { questionnaireAnswered?: boolean; picture?: string | null } = {}) {
  const user: TCurrentUserResponse = {
    account: { user_id: 'user-1', email: 'member@attentive.test', role: 'member', tenant: 'attentive' },
    member: {
      email: 'member@attentive.test',
      company: { id: 'company-1', name: 'Acme' },
      first_name: 'Morgan',
      last_name: 'Lee',
      preferred_name: null,
      date_of_birth: null,
      phone: null,
      preferred_language: null,
      notification_preferences: { email_news: false, email_reminders: true, push_reminders: true, push_news: true },
      analytics_enabled: true,
      profile_picture_name: overrides.picture === undefined ? 'morgan.png' : overrides.picture,
      questionnaire_answered: overrides.questionnaireAnswered ?? true,
    },
  };
  return user;
}

/**
 * Pretends to run inside the Capacitor shell, for code that only asks whether it does (`isNativePlatform`).
 * Code that calls a plugin needs the simulated bridge (simulated-bridge.ts).
 */
export function setNative(isNative: boolean): void {
  const target = globalThis as { Capacitor?: { isNativePlatform: () => boolean } };
  if (isNative) target.Capacitor = { isNativePlatform: () => true };
  else delete target.Capacitor;
}

/**
 * Back to a plain browser after a test that ran native (`setNative`, a stubbed global or the simulated
 * bridge): no `Capacitor` global, no shell control. A bridge message still in flight from that test
 * reaches a bridge that drops it.
 */
export function restorePlainBrowser(): void {
  const target = globalThis as Record<string, unknown>;
  delete target.Capacitor;
  delete target.__nativeShell;
  if (target.androidBridge !== undefined) target.androidBridge = { postMessage: () => undefined };
}
