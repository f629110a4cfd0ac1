import type { TQuestionnaireHistoryResponse, TQuestionnaireResult } from '@portal/contracts/questionnaire';

export function makeQuestionnaireResult(overrides: Partial<TQuestionnaireResult> = {}): TQuestionnaireResult {
  return {
    id: 'result-1',
    questionnaire_id: 'builtin-v3',
    version: 1,
    instrument: 'builtin-v3',
    answered_at: '2026-03-12T10:00:00.000Z',
    overall: { score: 27, max: 36, percent: 75, band: 'doing-well' },
    categories: [
      { id: 'physical-health', name: 'Physical Health', score: 9, max: 12, percent: 75, band: 'doing-well' },
      { id: 'mental-wellbeing', name: 'Mental Well-being', score: 6, max: 12, percent: 50, band: 'worth-attention' },
      { id: 'lifestyle-habits', name: 'Lifestyle Habits', score: 12, max: 12, percent: 100, band: 'doing-well' },
    ],
    flags: { low_wellbeing: false },
    ...overrides,
  };
}

export function makeHistory(overrides: Partial<TQuestionnaireHistoryResponse> = {}): TQuestionnaireHistoryResponse {
  return {
    results: [makeQuestionnaireResult()],
    can_retake: false,
    retake_available_at: '2026-04-11T10:00:00.000Z',
    ...overrides,
  };
}
