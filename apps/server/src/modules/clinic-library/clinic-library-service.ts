/**
 * The clinic library (the `mayo-clinic` programme): A–Z, conditions by letter, search, one condition.
 * Every call checks that the caller's tenant offers the programme first; the content comes from the
 * configured provider, in the request's language.
 */
import {
  CLINIC_SEARCH_LIMIT,
  CLINIC_SEARCH_MAX_LENGTH,
  CONDITION_NOT_FOUND_MESSAGE,
} from '@portal/contracts/clinic-library';
import type {
  TClinicConditionResponse,
  TClinicLibraryMetaResponse,
  TListClinicConditionsResponse,
  TListClinicLettersResponse,
  TSearchClinicConditionsResponse,
} from '@portal/contracts/clinic-library';
import { ERROR_CODES } from '@portal/contracts/errors';
import type { TAppLocale } from '@portal/contracts/locales';
import type { Caller } from '../../lib/caller';
import { AppError } from '../../lib/errors';
import { assertProgrammeOffered } from '../../lib/programme-access';
import type { ClinicContentProvider } from './clinic-content-provider';

export interface ClinicLibraryService {
  getMeta(caller: Caller, locale: TAppLocale): Promise<TClinicLibraryMetaResponse>;
  listLetters(caller: Caller, locale: TAppLocale): Promise<TListClinicLettersResponse>;
  listConditions(caller: Caller, locale: TAppLocale, letter: string): Promise<TListClinicConditionsResponse>;
  search(caller: Caller, locale: TAppLocale, query: string | undefined): Promise<TSearchClinicConditionsResponse>;
  getCondition(caller: Caller, locale: TAppLocale, id: string): Promise<TClinicConditionResponse>;
}

export function createClinicLibraryService(deps: { provider: ClinicContentProvider }): ClinicLibraryService {
  const { provider } = deps;
  const offered = (caller: Caller) => {
    assertProgrammeOffered(caller.tenant, 'mayo-clinic');
    return caller.tenant;
  };

  return {
    async getMeta(caller, locale) {
      return provider.describe(offered(caller), locale);
    },

    async listLetters(caller, locale) {
      return { letters: await provider.listLetters(offered(caller), locale) };
    },

    async listConditions(caller, locale, letter) {
      return { letter, conditions: await provider.listByLetter(offered(caller), locale, letter) };
    },

    async search(caller, locale, query) {
      const tenant = offered(caller);
      // Spaces only, or a long paste: a clear state for the app, not an error.
      const trimmed = (query ?? '').trim().replace(/\s+/g, ' ');
      if (trimmed === '') return { query: '', results: [], reason: 'empty-query' };
      if (trimmed.length > CLINIC_SEARCH_MAX_LENGTH) return { query: '', results: [], reason: 'query-too-long' };
      return {
        query: trimmed,
        results: await provider.search(tenant, locale, trimmed, CLINIC_SEARCH_LIMIT),
        reason: null,
      };
    },

    async getCondition(caller, locale, id) {
      const condition = await provider.getCondition(offered(caller), locale, id);
      if (!condition) throw new AppError(ERROR_CODES.notFound, CONDITION_NOT_FOUND_MESSAGE);
      return condition;
    },
  };
}
