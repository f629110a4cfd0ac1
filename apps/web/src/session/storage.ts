import type { TCurrentUserResponse } from '@portal/contracts/accounts';
import { readSessionValue, removeSessionValue, writeSessionValue } from '../platform/session-store';

/**
 * The local-storage keys docs/product.md names; other apps and tests rely on them. In the native
 * shell the same keys and values live in the platform's secure storage instead (platform/session-store.ts).
 */
export const STORAGE_KEYS = {
  authToken: 'auth_token',
  userId: 'user_id',
  userDetails: 'user_details',
  profilePictureName: 'profile_picture_name',
  questionnaireAnswered: 'questionnaireAnswered',
} as const;

interface StoredAuthToken {
  access_token: string;
}

/** One stored value by its key (local storage on the web, secure storage in the native shell). */
export const readStoredValue = readSessionValue;
export const storeValue = writeSessionValue;
export const removeStoredValue = removeSessionValue;

function readJson(key: string): unknown {
  const text = readSessionValue(key);
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function readAccessToken(): string | null {
  const record = readJson(STORAGE_KEYS.authToken);
  if (record && typeof record === 'object' && 'access_token' in record) {
    const token = (record as StoredAuthToken).access_token;
    return typeof token === 'string' && token !== '' ? token : null;
  }
  return null;
}

export function hasStoredToken(): boolean {
  return readAccessToken() !== null;
}

export function storeAccessToken(accessToken: string): void {
  const record: StoredAuthToken = { access_token: accessToken };
  writeSessionValue(STORAGE_KEYS.authToken, JSON.stringify(record));
}

/** Keeps what the app reads later without asking the server again. */
export function storeCurrentUser(user: TCurrentUserResponse): void {
  writeSessionValue(STORAGE_KEYS.userId, user.account.user_id);
  writeSessionValue(STORAGE_KEYS.userDetails, JSON.stringify(user));
  if (user.member) {
    writeSessionValue(STORAGE_KEYS.questionnaireAnswered, String(user.member.questionnaire_answered));
    if (user.member.profile_picture_name) {
      writeSessionValue(STORAGE_KEYS.profilePictureName, user.member.profile_picture_name);
    }
  }
}

/** Questionnaire completion is read from storage: the string 'true' means done. */
export function isQuestionnaireAnswered(): boolean {
  return readSessionValue(STORAGE_KEYS.questionnaireAnswered) === 'true';
}

export function clearStoredSession(): void {
  for (const key of Object.values(STORAGE_KEYS)) removeSessionValue(key);
}

/** The stored user_details, when there are any. */
export function readStoredCurrentUser(): TCurrentUserResponse | null {
  const details = readJson(STORAGE_KEYS.userDetails);
  return details && typeof details === 'object' ? (details as TCurrentUserResponse) : null;
}

/** The signed-in member's `preferred_language` from the stored user_details, when there is one. */
export function readStoredMemberLanguage(): string | null {
  if (!hasStoredToken()) return null;
  const details = readJson(STORAGE_KEYS.userDetails) as Partial<TCurrentUserResponse> | null;
  const language = details?.member?.preferred_language;
  return typeof language === 'string' ? language : null;
}
