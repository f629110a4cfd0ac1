import {
  DEPENDENTS_MAX,
  DEPENDENT_CHILD_MAX_AGE_DEFAULT,
  DEPENDENT_RESTORE_WINDOW_SECONDS,
  childTooOldMessage,
} from '@portal/contracts/dependents';
import type {
  TDependent,
  TListDependentsResponse,
  ZCreateDependentRequest,
  ZUpdateDependentRequest,
} from '@portal/contracts/dependents';
import { ERROR_CODES } from '@portal/contracts/errors';
import type { z } from 'zod/mini';
import type { Caller } from '../../lib/caller';
import { AppError, validationFailed } from '../../lib/errors';
import type { DependentFields, DependentRow, DependentsRepository } from './dependents-repository';

export const DEPENDENT_NOT_FOUND_MESSAGE = 'That dependent was not found.';
export const DEPENDENT_NOT_RESTORABLE_MESSAGE = 'That dependent can no longer be restored. Add them again.';

function notFound(message = DEPENDENT_NOT_FOUND_MESSAGE): AppError {
  return new AppError(ERROR_CODES.notFound, message);
}

/** Whole years between a birth date and today (UTC), as people count birthdays. */
export function getAgeInYears(dateOfBirth: string, now = new Date()): number {
  const [year = 0, month = 1, day = 1] = dateOfBirth.split('-').map(Number);
  let age = now.getUTCFullYear() - year;
  const beforeBirthday = now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

function toDependent(row: DependentRow): TDependent {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    relationship: row.relationship,
    date_of_birth: row.dateOfBirth,
    email: row.email,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Ids are UUIDs (the routes' params say so); unknown and other members' ids answer the same 404. */
export interface DependentsService {
  listDependents(caller: Caller): Promise<TListDependentsResponse>;
  createDependent(caller: Caller, dependent: z.output<typeof ZCreateDependentRequest>): Promise<TDependent>;
  updateDependent(
    caller: Caller,
    input: { id: string; changes: z.output<typeof ZUpdateDependentRequest> },
  ): Promise<TDependent>;
  deleteDependent(caller: Caller, id: string): Promise<void>;
  restoreDependent(caller: Caller, id: string): Promise<TDependent>;
}

export function createDependentsService(deps: { repository: DependentsRepository }): DependentsService {
  const { repository } = deps;

  async function getChildMaxAge(tenantId: string): Promise<number> {
    return (await repository.findChildMaxAge(tenantId)) ?? DEPENDENT_CHILD_MAX_AGE_DEFAULT;
  }

  async function checkChildAge(tenantId: string, fields: { relationship: string; dateOfBirth: string }) {
    if (fields.relationship !== 'child') return;
    const maxAge = await getChildMaxAge(tenantId);
    if (getAgeInYears(fields.dateOfBirth) >= maxAge) {
      throw validationFailed(childTooOldMessage(maxAge), 'date_of_birth');
    }
  }

  return {
    async listDependents({ tenant, account }) {
      const [rows, childMaxAge] = await Promise.all([
        repository.listDependents(tenant.id, account.id),
        getChildMaxAge(tenant.id),
      ]);
      return { items: rows.map(toDependent), child_max_age: childMaxAge };
    },

    async createDependent({ tenant, account }, dependent) {
      const fields: DependentFields = {
        firstName: dependent.first_name,
        lastName: dependent.last_name,
        relationship: dependent.relationship,
        dateOfBirth: dependent.date_of_birth,
        email: dependent.email ?? null,
      };
      await checkChildAge(tenant.id, fields);
      if ((await repository.countDependents(tenant.id, account.id)) >= DEPENDENTS_MAX) {
        throw new AppError(ERROR_CODES.conflict, `You can add at most ${DEPENDENTS_MAX} dependents.`);
      }
      return toDependent(await repository.createDependent(tenant.id, account.id, fields));
    },

    async updateDependent({ tenant, account }, { id, changes }) {
      const existing = await repository.findDependent(tenant.id, account.id, id);
      if (!existing) throw notFound();
      const fields: Partial<DependentFields> = {};
      if (changes.first_name !== undefined) fields.firstName = changes.first_name;
      if (changes.last_name !== undefined) fields.lastName = changes.last_name;
      if (changes.relationship !== undefined) fields.relationship = changes.relationship;
      if (changes.date_of_birth !== undefined) fields.dateOfBirth = changes.date_of_birth;
      if (changes.email !== undefined) fields.email = changes.email;
      // The rule applies to the dependent as it will be, whichever field changed.
      await checkChildAge(tenant.id, {
        relationship: fields.relationship ?? existing.relationship,
        dateOfBirth: fields.dateOfBirth ?? existing.dateOfBirth,
      });
      const updated = await repository.updateDependent(tenant.id, account.id, id, fields);
      if (!updated) throw notFound();
      return toDependent(updated);
    },

    async deleteDependent({ tenant, account }, id) {
      if (!(await repository.softDeleteDependent(tenant.id, account.id, id))) throw notFound();
    },

    async restoreDependent({ tenant, account }, id) {
      const restored = await repository.restoreDependent(tenant.id, account.id, id, DEPENDENT_RESTORE_WINDOW_SECONDS);
      if (!restored) throw notFound(DEPENDENT_NOT_RESTORABLE_MESSAGE);
      return toDependent(restored);
    },
  };
}
