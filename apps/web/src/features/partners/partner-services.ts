import type { PartnerFeature } from '@portal/contracts/brands';
import type { StaticPathName } from '../../navigation/paths';

export interface PartnerService {
  path: StaticPathName;
  title: string;
  description: string;
}

/** Each partner service a brand may offer: where it lives and how it is introduced. */
export const PARTNER_SERVICES: Record<PartnerFeature, PartnerService> = {
  ucm: { path: 'ucm', title: 'UCM', description: 'Care management with your partner team.' },
  'attentive-health-scan': {
    path: 'attentiveHealthScan',
    title: 'Attentive health scan',
    description: 'A quick scan of key health signs.',
  },
  corpcare: { path: 'corpcare', title: 'CorpCare', description: 'Support at work, when you need it.' },
  ourrelationship: {
    path: 'ourRelationship',
    title: 'OurRelationship',
    description: 'Tools for a healthier relationship.',
  },
  vrsfreedom365: { path: 'vrsFreedom365', title: 'VRS Freedom 365', description: 'Everyday wellbeing, all year.' },
  'mayo-clinic': {
    path: 'mayoClinic',
    title: 'Mayo Clinic library',
    description: 'Trusted answers on diseases and conditions.',
  },
};
