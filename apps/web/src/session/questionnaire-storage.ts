import { readStoredValue, STORAGE_KEYS, storeValue } from './storage';

/**
 * The questionnaire's own local-storage values. Kept out of `storage.ts`,
 * which the login screen loads: none of this is needed before signing in.
 */

/** Answers in progress: `questionnaire_draft:<user_id>:<questionnaire id>:<version>`. */
export const QUESTIONNAIRE_DRAFT_KEY_PREFIX = 'questionnaire_draft:';

export function getQuestionnaireDraftKey(userId: string, questionnaireId: string, version: number): string {
  return `${QUESTIONNAIRE_DRAFT_KEY_PREFIX}${userId}:${questionnaireId}:${version}`;
}

/** Every draft on this device: a sign-out leaves no one's answers for the next person. */
export function clearQuestionnaireDrafts(): void {
  const keys: string[] = [];
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index);
    if (key?.startsWith(QUESTIONNAIRE_DRAFT_KEY_PREFIX)) keys.push(key);
  }
  for (const key of keys) localStorage.removeItem(key);
}

export function readStoredUserId(): string | null {
  return readStoredValue(STORAGE_KEYS.userId);
}

/** Marks the questionnaire done on this device, as docs/product.md reads it ('true'). */
export function storeQuestionnaireAnswered(): void {
  storeValue(STORAGE_KEYS.questionnaireAnswered, 'true');
}
