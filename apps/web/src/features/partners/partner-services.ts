/* eslint-disable lingui/no-unlocalized-strings -- the partners' product names are the same in every language */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProgrammeArea } from '@portal/contracts/brands';
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
    title: 'CorpCare',
    description: msg`Confidential counselling for you and your family.`,
  },
  ourrelationship: {
    path: 'ourRelationship',
    title: 'OurRelationship',
    description: msg`An online programme for a healthier relationship.`,
  },
  vrsfreedom365: {
    path: 'vrsFreedom365',
    title: 'VRS Freedom 365',
    description: msg`Everyday wellbeing, all year.`,
  },
  ucm: { path: 'ucm', title: 'UCM', description: msg`Care management with your partner team.` },
};
