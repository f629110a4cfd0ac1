import { isProgrammeArea } from '@portal/contracts/programmes';
import type { PartnerProgramme, ProgrammeArea } from '@portal/contracts/programmes';
import { getRuntimeConfig } from '../platform/runtime-config';

/**
 * The programmes this tenant offers: the runtime config's list (the tenant's settings, else its
 * brand's, which the server embeds in the page); none on a page without one.
 */
export function getOfferedProgrammes(): readonly PartnerProgramme[] {
  return getRuntimeConfig().programmes ?? [];
}

/** The offered programmes that are a dashboard area of their own, in the registry's order. */
export function getOfferedProgrammeAreas(): ProgrammeArea[] {
  return getOfferedProgrammes().filter(isProgrammeArea);
}

export function isProgrammeOffered(programme: PartnerProgramme): boolean {
  return getOfferedProgrammes().includes(programme);
}
