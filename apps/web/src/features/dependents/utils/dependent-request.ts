import type * as z from 'zod/mini';
import { ZCreateDependentRequest } from '@portal/contracts/dependents';
import type { FormSchema } from '@/ui/form/use-form';

/** Whole years from a `YYYY-MM-DD` birth date to today. */
export function getAge(dateOfBirth: string, today = new Date().toISOString().slice(0, 10)): number {
  const [birthYear, birthRest] = [Number(dateOfBirth.slice(0, 4)), dateOfBirth.slice(5)];
  const [year, rest] = [Number(today.slice(0, 4)), today.slice(5)];
  return year - birthYear - (rest < birthRest ? 1 : 0);
}

/**
 * The contract's request, and the tenant's age limit for a child, which the contract cannot know: a
 * child at or over it is refused beside the date of birth with `tooOld`, before anything is sent.
 */
export function dependentRequestSchema(
  childMaxAge: number,
  tooOld: string,
): FormSchema<z.output<typeof ZCreateDependentRequest>> {
  return {
    safeParse(input) {
      const result = ZCreateDependentRequest.safeParse(input);
      if (result.success && result.data.relationship === 'child' && getAge(result.data.date_of_birth) >= childMaxAge) {
        return { success: false, error: { issues: [{ path: ['date_of_birth'], message: tooOld }] } };
      }
      return result;
    },
  };
}
