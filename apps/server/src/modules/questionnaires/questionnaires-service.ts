import { BUILTIN_QUESTIONNAIRE } from '@portal/contracts/builtin-questionnaire';
import { EMERGENCY_NOTE } from '@portal/contracts/brands';
import { ERROR_CODES } from '@portal/contracts/errors';
import {
  LOW_WELLBEING_SUPPORT_MESSAGE,
  QUESTIONNAIRE_ERROR_CODES,
  QUESTIONNAIRE_HISTORY_LIMIT,
} from '@portal/contracts/questionnaire';
import type {
  TQuestionnaire,
  TQuestionnaireHistoryResponse,
  TQuestionnaireResult,
  TRetakeInfo,
  TSubmitQuestionnaireRequest,
} from '@portal/contracts/questionnaire';
import { findAnswerProblems, scoreQuestionnaire } from '@portal/contracts/questionnaire-scoring';
import type { Caller, TenantRef } from '../../lib/caller';
import { AppError, unauthenticated, validationFailed } from '../../lib/errors';
import type { QuestionnairesRepository, StoredQuestionnaire, StoredResponse } from './questionnaires-repository';

const DAY_MS = 24 * 60 * 60_000;

export const NO_RESULT_MESSAGE = 'You have not answered the questionnaire yet.';

/** A date for a message: the server does not know the member's time zone, so the day is UTC's. */
function formatDay(date: Date): string {
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** The definition as stored, with the row's own id, version and instrument (which always win). */
function toQuestionnaire(row: StoredQuestionnaire): TQuestionnaire {
  return { ...row.definition, id: row.key, version: row.version, instrument: row.instrument };
}

export interface QuestionnairesService {
  getQuestionnaire(caller: Caller): Promise<TQuestionnaire>;
  submitResponse(caller: Caller, submission: TSubmitQuestionnaireRequest): Promise<TQuestionnaireResult>;
  getLatestResult(caller: Caller): Promise<TQuestionnaireResult>;
  getHistory(caller: Caller): Promise<TQuestionnaireHistoryResponse>;
}

export function createQuestionnairesService(deps: {
  repository: QuestionnairesRepository;
  /** The member's cached session data changed (questionnaire_answered): drop it, so /accounts/me shows it at once. */
  onMemberChanged: (accountId: string) => void;
}): QuestionnairesService {
  const { repository } = deps;

  async function findCurrentQuestionnaire(tenantId: string, companyId: string): Promise<TQuestionnaire> {
    const row = await repository.findCurrentQuestionnaire(tenantId, companyId);
    return row ? toQuestionnaire(row) : BUILTIN_QUESTIONNAIRE;
  }

  async function findRetakeAfterDays(tenantId: string, companyId: string): Promise<number> {
    const days = await repository.findRetakeAfterDays(tenantId, companyId);
    // The session query joined the company a moment ago; it can only be gone if it was deleted since.
    if (days === undefined) throw unauthenticated('Your session has ended. Sign in again.');
    return days;
  }

  function toResult(tenant: TenantRef, row: StoredResponse): TQuestionnaireResult {
    const result: TQuestionnaireResult = {
      id: row.id,
      questionnaire_id: row.questionnaireId,
      version: row.version,
      instrument: row.instrument,
      answered_at: row.answeredAt.toISOString(),
      overall: row.result.overall,
      categories: row.result.categories,
      flags: row.result.flags,
    };
    // Read from the brand each time, so a changed phone number reaches old results too.
    if (row.result.flags.low_wellbeing) {
      result.support = {
        message: LOW_WELLBEING_SUPPORT_MESSAGE,
        phone: tenant.brand.support.phone,
        hours: tenant.brand.support.hours,
        emergency_note: EMERGENCY_NOTE,
      };
    }
    return result;
  }

  function getRetakeInfo(lastAnsweredAt: Date | undefined, retakeAfterDays: number, now: Date): TRetakeInfo {
    if (!lastAnsweredAt) return { can_retake: true, retake_available_at: null };
    const availableAt = new Date(lastAnsweredAt.getTime() + retakeAfterDays * DAY_MS);
    return availableAt <= now
      ? { can_retake: true, retake_available_at: null }
      : { can_retake: false, retake_available_at: availableAt.toISOString() };
  }

  function checkVersion(current: TQuestionnaire, submission: TSubmitQuestionnaireRequest) {
    if (submission.questionnaire_id === current.id && submission.version === current.version) return;
    const message =
      submission.questionnaire_id === current.id
        ? `Version ${submission.version} of "${current.title}" is out of date. Reload the questionnaire to answer version ${current.version}.`
        : `The questionnaire "${submission.questionnaire_id}" is no longer the one for your company. Reload to answer "${current.title}" (version ${current.version}).`;
    throw new AppError(QUESTIONNAIRE_ERROR_CODES.outdated, message, 'version', {
      questionnaire_id: current.id,
      version: current.version,
    });
  }

  return {
    async getQuestionnaire({ tenant, account }) {
      return findCurrentQuestionnaire(tenant.id, account.companyId);
    },

    async submitResponse({ tenant, account }, submission) {
      const questionnaire = await findCurrentQuestionnaire(tenant.id, account.companyId);
      checkVersion(questionnaire, submission);
      const [problem] = findAnswerProblems(questionnaire, submission.answers);
      if (problem) throw validationFailed(problem.message, `answers.${problem.questionId}`);

      const result = scoreQuestionnaire(questionnaire, submission.answers);
      const retakeAfterDays = await findRetakeAfterDays(tenant.id, account.companyId);
      const now = new Date();
      const saved = await repository.saveResponse(
        {
          tenantId: tenant.id,
          accountId: account.id,
          questionnaireId: questionnaire.id,
          version: questionnaire.version,
          instrument: questionnaire.instrument,
          answers: submission.answers,
          result,
          answeredAt: now,
        },
        new Date(now.getTime() - retakeAfterDays * DAY_MS),
      );
      if (saved.kind === 'no-account') throw unauthenticated('Your session has ended. Sign in again.');
      if (saved.kind === 'too-early') {
        const retake = getRetakeInfo(saved.lastAnsweredAt, retakeAfterDays, now);
        const availableAt = retake.retake_available_at ?? now.toISOString();
        throw new AppError(
          QUESTIONNAIRE_ERROR_CODES.retakeTooEarly,
          `You answered the questionnaire on ${formatDay(saved.lastAnsweredAt)}. You can answer it again from ${formatDay(new Date(availableAt))}.`,
          undefined,
          { retake_available_at: availableAt },
        );
      }
      deps.onMemberChanged(account.id);
      return toResult(tenant, {
        id: saved.row.id,
        questionnaireId: questionnaire.id,
        version: questionnaire.version,
        instrument: questionnaire.instrument,
        result,
        answeredAt: saved.row.answeredAt,
      });
    },

    async getLatestResult({ tenant, account }) {
      const [latest] = await repository.listResponses(tenant.id, account.id, 1);
      if (!latest) throw new AppError(ERROR_CODES.notFound, NO_RESULT_MESSAGE);
      return toResult(tenant, latest);
    },

    async getHistory({ tenant, account }) {
      const [rows, retakeAfterDays] = await Promise.all([
        repository.listResponses(tenant.id, account.id, QUESTIONNAIRE_HISTORY_LIMIT),
        findRetakeAfterDays(tenant.id, account.companyId),
      ]);
      return {
        results: rows.map((row) => toResult(tenant, row)),
        ...getRetakeInfo(rows[0]?.answeredAt, retakeAfterDays, new Date()),
      };
    },
  };
}
