import type { TQuestionnaire } from '@portal/contracts/questionnaire';
import { getQuestionnaireDraftKey, readStoredUserId } from '@/session/questionnaire-storage';

/** Question id → the chosen option's value. */
export type Answers = Record<string, number>;

export interface Draft {
  answers: Answers;
  /** The step the member was on (the review is one past the last step). */
  step: number;
}

function getDraftKey(questionnaire: Pick<TQuestionnaire, 'id' | 'version'>): string {
  return getQuestionnaireDraftKey(readStoredUserId() ?? 'anonymous', questionnaire.id, questionnaire.version);
}

/** The answers in progress for this member and this exact questionnaire version, if any. */
export function readDraft(questionnaire: Pick<TQuestionnaire, 'id' | 'version'>): Draft | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(getDraftKey(questionnaire)) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const { answers, step } = value as Partial<Draft>;
    if (!answers || typeof answers !== 'object') return null;
    const clean: Answers = {};
    for (const [id, answer] of Object.entries(answers)) if (typeof answer === 'number') clean[id] = answer;
    return { answers: clean, step: typeof step === 'number' ? step : 0 };
  } catch {
    return null;
  }
}

export function saveDraft(questionnaire: Pick<TQuestionnaire, 'id' | 'version'>, draft: Draft): void {
  try {
    localStorage.setItem(getDraftKey(questionnaire), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the answers still live in the page.
  }
}

export function clearDraft(questionnaire: Pick<TQuestionnaire, 'id' | 'version'>): void {
  localStorage.removeItem(getDraftKey(questionnaire));
}
