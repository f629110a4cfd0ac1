/**
 * Whether a tenant offers a programme. A programme it does not offer does not exist for its members:
 * its API answers 404, as for any unknown address, so nothing about other tenants' offers shows.
 */
import type { PartnerProgramme } from '@portal/contracts/programmes';
import { ERROR_CODES } from '@portal/contracts/errors';
import type { TenantRef } from './caller';
import { AppError } from './errors';

export const PROGRAMME_NOT_OFFERED_MESSAGE = 'This is not part of your programme.';

export function isProgrammeOffered(tenant: Pick<TenantRef, 'programmes'>, programme: PartnerProgramme): boolean {
  return tenant.programmes.includes(programme);
}

/** Throws a 404 (`NOT_FOUND`) unless the tenant offers the programme. */
export function assertProgrammeOffered(tenant: Pick<TenantRef, 'programmes'>, programme: PartnerProgramme): void {
  if (!isProgrammeOffered(tenant, programme)) throw new AppError(ERROR_CODES.notFound, PROGRAMME_NOT_OFFERED_MESSAGE);
}
