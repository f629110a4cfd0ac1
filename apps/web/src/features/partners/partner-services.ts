import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PARTNER_PROGRAMME_NAMES } from '@portal/contracts/programmes';
import type { ProgrammeArea } from '@portal/contracts/programmes';
import type { StaticPathName } from '@/navigation/paths';

export interface PartnerService {
  path: StaticPathName;
  /** A partner's name (a brand) stays as it is; a descriptive title is translated. */
  title: string | MessageDescriptor;
  description: MessageDescriptor;
}

/**
 * Each programme area a tenant may offer, as Home's "Your programme" tiles introduce it (in the
 * registry's order, PROGRAMME_AREAS). The clinic library is the programme's own health library, so its
 * tile names what it is, not whose content fills it.
 */
export const PARTNER_SERVICES: Record<ProgrammeArea, PartnerService> = {
  'mayo-clinic': {
    path: 'mayoClinic',
    title: msg`Health library`,
    description: msg`Plain-language answers on common diseases and conditions.`,
  },
  'attentive-health-scan': {
    path: 'attentiveHealthScan',
    title: msg`Attentive health scan`,
    description: msg`A quick scan of key health signs.`,
  },
  corpcare: {
    path: 'corpcare',
    title: PARTNER_PROGRAMME_NAMES.corpcare,
    description: msg`Confidential counselling for you and your family.`,
  },
  ourrelationship: {
    path: 'ourRelationship',
    title: PARTNER_PROGRAMME_NAMES.ourrelationship,
    description: msg`An online programme for a healthier relationship.`,
  },
  vrsfreedom365: {
    path: 'vrsFreedom365',
    title: PARTNER_PROGRAMME_NAMES.vrsfreedom365,
    description: msg`Everyday wellbeing, all year.`,
  },
  ucm: { path: 'ucm', title: PARTNER_PROGRAMME_NAMES.ucm, description: msg`Care management with your partner team.` },
};
