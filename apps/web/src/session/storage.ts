import type { TCurrentUserResponse } from '@portal/contracts/accounts';

/** The local-storage keys the specification names; other apps and tests rely on them. */
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

function readJson(key: string): unknown {
  const text = localStorage.getItem(key);
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
  localStorage.setItem(STORAGE_KEYS.authToken, JSON.stringify(record));
}

/** Keeps what the app reads later without asking the server again. */
export function storeCurrentUser(user: TCurrentUserResponse): void {
  localStorage.setItem(STORAGE_KEYS.userId, user.account.user_id);
  localStorage.setItem(STORAGE_KEYS.userDetails, JSON.stringify(user));
  if (user.member) {
    localStorage.setItem(STORAGE_KEYS.questionnaireAnswered, String(user.member.questionnaire_answered));
    if (user.member.profile_picture_name) {
      localStorage.setItem(STORAGE_KEYS.profilePictureName, user.member.profile_picture_name);
    }
  }
}

/** Questionnaire completion is read from local storage: the string 'true' means done. */
export function isQuestionnaireAnswered(): boolean {
  return localStorage.getItem(STORAGE_KEYS.questionnaireAnswered) === 'true';
}

export function clearStoredSession(): void {
  for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
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
