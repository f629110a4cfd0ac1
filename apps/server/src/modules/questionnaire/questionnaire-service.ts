import { BUILTIN_QUESTIONNAIRE } from '@portal/contracts/builtin-questionnaire';
import { EMERGENCY_NOTE } from '@portal/contracts/brand-fields';
import type { BrandSupportLine } from '@portal/contracts/brand-fields';
import { ERROR_CODES } from '@portal/contracts/errors';
import type { TAppLocale } from '@portal/contracts/locales';
import { QUESTIONNAIRE_ERROR_CODES, QUESTIONNAIRE_HISTORY_LIMIT } from '@portal/contracts/questionnaire';
import {
  EMERGENCY_NOTE_ES,
  LOW_WELLBEING_SUPPORT_MESSAGES,
  localizeCategoryResults,
  localizeQuestionnaire,
} from '@portal/contracts/questionnaire-locales';
import type {
  TQuestionnaire,
  TQuestionnaireHistoryResponse,
  TQuestionnaireResult,
  TRetakeInfo,
  TSubmitQuestionnaireRequest,
} from '@portal/contracts/questionnaire';
import { findAnswerProblems, scoreQuestionnaire } from '@portal/contracts/questionnaire-scoring';
import type { AnswerProblem } from '@portal/contracts/questionnaire-scoring';
import type { Caller, TenantRef } from '../../lib/caller';
import { AppError, unauthenticated, validationFailed } from '../../lib/errors';
import type { QuestionnaireRepository, StoredQuestionnaire, StoredResponse } from './questionnaire-repository';
import type { ActivityRewards } from '../rewards/rewards-service';
import { createAwardHook } from '../rewards/rewards-service';

const DAY_MS = 24 * 60 * 60_000;

export const NO_RESULT_MESSAGE = 'You have not answered the questionnaire yet.';

const EMERGENCY_NOTES: Record<TAppLocale, string> = { en: EMERGENCY_NOTE, es: EMERGENCY_NOTE_ES };

/** A date for a message: the server does not know the member's time zone, so the day is UTC's. */
function formatDay(date: Date, locale: TAppLocale): string {
  return date.toLocaleDateString(locale === 'es' ? 'es' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The module's own messages to the member, in the request's language. */
const MESSAGES = {
  en: {
    noResult: NO_RESULT_MESSAGE,
    sessionEnded: 'Your session has ended. Sign in again.',
    outdatedVersion: (given: number, title: string, current: number) =>
      `Version ${given} of "${title}" is out of date. Reload the questionnaire to answer version ${current}.`,
    otherQuestionnaire: (given: string, title: string, current: number) =>
      `The questionnaire "${given}" is no longer the one for your company. Reload to answer "${title}" (version ${current}).`,
    tooEarly: (answered: string, available: string) =>
      `You answered the questionnaire on ${answered}. You can answer it again from ${available}.`,
    answerProblem: (problem: AnswerProblem) => problem.message,
  },
  es: {
    noResult: 'Todavía no ha respondido el cuestionario.',
    sessionEnded: 'Su sesión ha terminado. Vuelva a iniciar sesión.',
    outdatedVersion: (given: number, title: string, current: number) =>
      `La versión ${given} de «${title}» ya no está vigente. Vuelva a cargar el cuestionario para responder la versión ${current}.`,
    otherQuestionnaire: (given: string, title: string, current: number) =>
      `El cuestionario «${given}» ya no es el de su empresa. Vuelva a cargar la página para responder «${title}» (versión ${current}).`,
    tooEarly: (answered: string, available: string) =>
      `Respondió el cuestionario el ${answered}. Podrá responderlo de nuevo a partir del ${available}.`,
    answerProblem: (problem: AnswerProblem) =>
      problem.kind === 'missing'
        ? `La pregunta ${problem.questionId} no tiene respuesta.`
        : problem.kind === 'not-an-option'
          ? `La respuesta no es una opción de la pregunta ${problem.questionId}.`
          : `No hay ninguna pregunta ${problem.questionId} en este cuestionario.`,
  },
} as const satisfies Record<TAppLocale, unknown>;

/** The definition as stored, with the row's own id, version and instrument (which always win). */
function toQuestionnaire(row: StoredQuestionnaire): TQuestionnaire {
  return { ...row.definition, id: row.key, version: row.version, instrument: row.instrument };
}

export interface QuestionnaireService {
  /** The questionnaire, in `locale` when it is a built-in one (any other is served as written). */
  getQuestionnaire(caller: Caller, locale: TAppLocale): Promise<TQuestionnaire>;
  submitResponse(
    caller: Caller,
    submission: TSubmitQuestionnaireRequest,
    locale: TAppLocale,
  ): Promise<TQuestionnaireResult>;
  getLatestResult(caller: Caller, locale: TAppLocale): Promise<TQuestionnaireResult>;
  getHistory(caller: Caller, locale: TAppLocale): Promise<TQuestionnaireHistoryResponse>;
}

export function createQuestionnaireService(deps: {
  repository: QuestionnaireRepository;
  /** The member's stored profile changed (questionnaire_answered): memoised copies of it go. */
  onMemberChanged: (accountId: string) => void;
  /** The programme's support line (its admins' setting, else its brand's); the brand's when not given. */
  supportLineOf?: (tenant: TenantRef) => Promise<BrandSupportLine>;
  /** The points a stored questionnaire earns (once a plan year). */
  rewards?: ActivityRewards;
}): QuestionnaireService {
  const { repository } = deps;
  const supportLineOf = deps.supportLineOf ?? ((tenant: TenantRef) => Promise.resolve(tenant.brand.support));

  /** The support line for results, read only when one of them points to low well-being. */
  async function supportFor(
    tenant: TenantRef,
    rows: readonly Pick<StoredResponse, 'result'>[],
  ): Promise<BrandSupportLine> {
    return rows.some((row) => row.result.flags.low_wellbeing) ? supportLineOf(tenant) : tenant.brand.support;
  }

  async function findCurrentQuestionnaire(tenantId: string, companyId: string): Promise<TQuestionnaire> {
    const row = await repository.findCurrentQuestionnaire(tenantId, companyId);
    return row ? toQuestionnaire(row) : BUILTIN_QUESTIONNAIRE;
  }

  async function findRetakeAfterDays(tenantId: string, companyId: string, locale: TAppLocale): Promise<number> {
    const days = await repository.findRetakeAfterDays(tenantId, companyId);
    // The session query joined the company a moment ago; it can only be gone if it was deleted since.
    if (days === undefined) throw unauthenticated(MESSAGES[locale].sessionEnded);
    return days;
  }

  /** Stored scores are language-free but for category names: those are given in `locale`. */
  function toResult(support: BrandSupportLine, row: StoredResponse, locale: TAppLocale): TQuestionnaireResult {
    const result: TQuestionnaireResult = {
      id: row.id,
      questionnaire_id: row.questionnaireId,
      version: row.version,
      instrument: row.instrument,
      answered_at: row.answeredAt.toISOString(),
      overall: row.result.overall,
      categories: localizeCategoryResults(
        row.result.categories,
        { id: row.questionnaireId, version: row.version },
        locale,
      ),
      flags: row.result.flags,
    };
    // Read each time (the programme's line, else the brand's), so a changed phone number reaches old results too.
    if (row.result.flags.low_wellbeing) {
      result.support = {
        message: LOW_WELLBEING_SUPPORT_MESSAGES[locale],
        phone: support.phone,
        hours: support.hours[locale],
        emergency_note: EMERGENCY_NOTES[locale],
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

  function checkVersion(current: TQuestionnaire, submission: TSubmitQuestionnaireRequest, locale: TAppLocale) {
    if (submission.questionnaire_id === current.id && submission.version === current.version) return;
    const { title } = localizeQuestionnaire(current, locale);
    const message =
      submission.questionnaire_id === current.id
        ? MESSAGES[locale].outdatedVersion(submission.version, title, current.version)
        : MESSAGES[locale].otherQuestionnaire(submission.questionnaire_id, title, current.version);
    throw new AppError(QUESTIONNAIRE_ERROR_CODES.outdated, message, 'version', {
      questionnaire_id: current.id,
      version: current.version,
    });
  }

  return {
    async getQuestionnaire({ tenant, account }, locale) {
      return localizeQuestionnaire(await findCurrentQuestionnaire(tenant.id, account.companyId), locale);
    },

    async submitResponse({ tenant, account }, submission, locale) {
      // Scored against the stored (English) definition: results never depend on the language.
      const questionnaire = await findCurrentQuestionnaire(tenant.id, account.companyId);
      checkVersion(questionnaire, submission, locale);
      const [problem] = findAnswerProblems(questionnaire, submission.answers);
      if (problem) throw validationFailed(MESSAGES[locale].answerProblem(problem), `answers.${problem.questionId}`);

      const result = scoreQuestionnaire(questionnaire, submission.answers);
      const retakeAfterDays = await findRetakeAfterDays(tenant.id, account.companyId, locale);
      const now = new Date();
      const award = createAwardHook(deps.rewards, {
        tenant,
        accountId: account.id,
        source: 'questionnaire',
        activityKey: 'questionnaire',
        awardKey: 'questionnaire',
      });
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
        award.within,
      );
      if (saved.kind === 'no-account') throw unauthenticated(MESSAGES[locale].sessionEnded);
      if (saved.kind === 'too-early') {
        const retake = getRetakeInfo(saved.lastAnsweredAt, retakeAfterDays, now);
        const availableAt = retake.retake_available_at ?? now.toISOString();
        throw new AppError(
          QUESTIONNAIRE_ERROR_CODES.retakeTooEarly,
          MESSAGES[locale].tooEarly(formatDay(saved.lastAnsweredAt, locale), formatDay(new Date(availableAt), locale)),
          undefined,
          { retake_available_at: availableAt },
        );
      }
      deps.onMemberChanged(account.id);
      award.afterCommit();
      return toResult(
        await supportFor(tenant, [{ result }]),
        {
          id: saved.row.id,
          questionnaireId: questionnaire.id,
          version: questionnaire.version,
          instrument: questionnaire.instrument,
          result,
          answeredAt: saved.row.answeredAt,
        },
        locale,
      );
    },

    async getLatestResult({ tenant, account }, locale) {
      const [latest] = await repository.listResponses(tenant.id, account.id, 1);
      if (!latest) throw new AppError(ERROR_CODES.notFound, MESSAGES[locale].noResult);
      return toResult(await supportFor(tenant, [latest]), latest, locale);
    },

    async getHistory({ tenant, account }, locale) {
      const [rows, retakeAfterDays] = await Promise.all([
        repository.listResponses(tenant.id, account.id, QUESTIONNAIRE_HISTORY_LIMIT),
        findRetakeAfterDays(tenant.id, account.companyId, locale),
      ]);
      const support = await supportFor(tenant, rows);
      return {
        results: rows.map((row) => toResult(support, row, locale)),
        ...getRetakeInfo(rows[0]?.answeredAt, retakeAfterDays, new Date()),
      };
    },
  };
}
