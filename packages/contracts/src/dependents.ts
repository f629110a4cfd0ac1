/** A member's dependents: `GET/POST /dependents`, `PATCH/DELETE /dependents/:id`, `POST /dependents/:id/restore`. */
import * as z from 'zod/mini';
import { ZEmail } from './auth';
import { fillMessage } from './localize-message';
import { ZBirthDate, createNameSchema } from './profile';

export const DEPENDENT_RELATIONSHIPS = ['spouse-or-partner', 'child', 'other'] as const;
export const ZDependentRelationship = z.enum(DEPENDENT_RELATIONSHIPS, {
  error: 'Choose spouse or partner, child or other.',
});
export type TDependentRelationship = z.infer<typeof ZDependentRelationship>;
export const DEPENDENT_RELATIONSHIP_LABELS: Record<TDependentRelationship, string> = {
  'spouse-or-partner': 'Spouse or partner',
  child: 'Child',
  other: 'Other',
};

/** A tenant may configure another limit; this is the default (`tenants.dependent_child_max_age`). */
export const DEPENDENT_CHILD_MAX_AGE_DEFAULT = 26;
/** A deleted dependent can be restored (the "Undo" of the toast) for this long. */
export const DEPENDENT_RESTORE_WINDOW_SECONDS = 30;
export const DEPENDENTS_MAX = 20;

/** The tenant sets the age, so the message is a pattern (see localize-message.ts). */
export const CHILD_TOO_OLD_MESSAGE = 'A child dependent must be under {maxAge}.';

export function childTooOldMessage(maxAge: number): string {
  return fillMessage(CHILD_TOO_OLD_MESSAGE, { maxAge });
}

export const ZDependent = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  relationship: ZDependentRelationship,
  date_of_birth: z.string(),
  email: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TDependent = z.infer<typeof ZDependent>;

const ZOptionalEmail = z.nullable(
  z.pipe(
    z.string().check(z.trim(), z.toLowerCase()),
    z.union([
      z.pipe(
        z.literal(''),
        z.transform(() => null),
      ),
      ZEmail,
    ]),
  ),
);

export const ZCreateDependentRequest = z.object({
  first_name: createNameSchema('Enter their first name.'),
  last_name: createNameSchema('Enter their last name.'),
  relationship: ZDependentRelationship,
  date_of_birth: ZBirthDate,
  email: z.optional(ZOptionalEmail),
});
export type TCreateDependentRequest = z.input<typeof ZCreateDependentRequest>;

export const ZUpdateDependentRequest = z.partial(ZCreateDependentRequest);
export type TUpdateDependentRequest = z.input<typeof ZUpdateDependentRequest>;

export const ZListDependentsResponse = z.object({ items: z.array(ZDependent), child_max_age: z.number() });
export type TListDependentsResponse = z.infer<typeof ZListDependentsResponse>;
export const ZDependentResponse = ZDependent;
export type TDependentResponse = TDependent;
