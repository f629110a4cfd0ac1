import { isProgrammeArea } from '@portal/contracts/brands';
import type { PartnerProgramme, ProgrammeArea } from '@portal/contracts/brands';
import { getRuntimeConfig } from '../platform/runtime-config';
import { getCurrentBrand } from './current-brand';

/**
 * The programmes this tenant offers: the runtime config's list (the tenant's settings, which the
 * server embeds in index.html), else the brand registry's (the dev server's page, native builds).
 */
export function getOfferedProgrammes(): readonly PartnerProgramme[] {
  return getRuntimeConfig().programmes ?? getCurrentBrand().programmes;
}

/** The offered programmes that are a dashboard area of their own, in the registry's order. */
export function getOfferedProgrammeAreas(): ProgrammeArea[] {
  return getOfferedProgrammes().filter(isProgrammeArea);
}

export function isProgrammeOffered(programme: PartnerProgramme): boolean {
  return getOfferedProgrammes().includes(programme);
}
