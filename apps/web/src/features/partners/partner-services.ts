/* eslint-disable lingui/no-unlocalized-strings -- the partners' product names are the same in every language */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProgrammeArea } from '@portal/contracts/brands';
import type { StaticPathName } from '../../navigation/paths';

export interface PartnerService {
  path: StaticPathName;
  /** A partner's name (a brand) stays as it is; a descriptive title is translated. */
  title: string | MessageDescriptor;
  description: MessageDescriptor;
}

/** Each partner service a brand may offer: where it lives and how it is introduced. */
export const PARTNER_SERVICES: Record<ProgrammeArea, PartnerService> = {
  ucm: { path: 'ucm', title: 'UCM', description: msg`Care management with your partner team.` },
  'attentive-health-scan': {
    path: 'attentiveHealthScan',
    title: msg`Attentive health scan`,
    description: msg`A quick scan of key health signs.`,
  },
  corpcare: { path: 'corpcare', title: 'CorpCare', description: msg`Support at work, when you need it.` },
  ourrelationship: {
    path: 'ourRelationship',
    title: 'OurRelationship',
    description: msg`Tools for a healthier relationship.`,
  },
  vrsfreedom365: {
    path: 'vrsFreedom365',
    title: 'VRS Freedom 365',
    description: msg`Everyday wellbeing, all year.`,
  },
  'mayo-clinic': {
    path: 'mayoClinic',
    title: msg`Mayo Clinic library`,
    description: msg`Trusted answers on diseases and conditions.`,
  },
};
