/**
 * The programmes the portal can offer a tenant's members: the product's catalogue, the same for every
 * tenant (which of them a tenant offers is its own). Each but `ally-health` is a dashboard area (its child
 * path); `ally-health` is a sign-on partner that an offered programme's contact may hand members to.
 * The registry holds each brand's default; a tenant's settings (`tenants.programmes`) may replace it.
 */
export const PARTNER_PROGRAMMES = [
  'mayo-clinic',
  'attentive-health-scan',
  'corpcare',
  'ourrelationship',
  'vrsfreedom365',
  'ucm',
  'ally-health',
] as const;
export type PartnerProgramme = (typeof PARTNER_PROGRAMMES)[number];

/**
 * What a programme is on the dashboard: the clinic library, the camera health scan, a page its tenant
 * writes (one screen for every such programme), or a partner members are signed on to from another's page.
 */
export type ProgrammeKind = 'clinic-library' | 'health-scan' | 'programme-page' | 'sign-on';

export interface ProgrammeEntry {
  /** The partner's product name, the same in every language. */
  name: string;
  kind: ProgrammeKind;
  /** Its dashboard area: this address and everything under it. A sign-on partner has none. */
  path: `/dashboard/${string}` | null;
}

/** Every programme's name, kind and dashboard address: the one place they are written. */
export const PROGRAMMES = {
  'mayo-clinic': { name: 'Mayo Clinic', kind: 'clinic-library', path: '/dashboard/mayo-clinic' },
  'attentive-health-scan': {
    name: 'Attentive Health Scan',
    kind: 'health-scan',
    path: '/dashboard/attentive-health-scan',
  },
  corpcare: { name: 'CorpCare', kind: 'programme-page', path: '/dashboard/corpcare' },
  ourrelationship: { name: 'OurRelationship', kind: 'programme-page', path: '/dashboard/ourrelationship' },
  vrsfreedom365: { name: 'VRS Freedom 365', kind: 'programme-page', path: '/dashboard/vrsfreedom365' },
  ucm: { name: 'UCM', kind: 'programme-page', path: '/dashboard/ucm' },
  'ally-health': { name: 'Ally Health', kind: 'sign-on', path: null },
} as const satisfies Readonly<Record<PartnerProgramme, ProgrammeEntry>>;

/** The programmes of one kind. */
export type ProgrammeOfKind<Kind extends ProgrammeKind> = {
  [Programme in PartnerProgramme]: (typeof PROGRAMMES)[Programme]['kind'] extends Kind ? Programme : never;
}[PartnerProgramme];

export type TProgrammePageProgramme = ProgrammeOfKind<'programme-page'>;
/** The programmes whose dashboard area is a page the tenant writes (the others have their own screens). */
export const PROGRAMME_PAGE_PROGRAMMES = PARTNER_PROGRAMMES.filter(
  (programme): programme is TProgrammePageProgramme => PROGRAMMES[programme].kind === 'programme-page',
);

export function isProgrammePageProgramme(value: string): value is TProgrammePageProgramme {
  return (PROGRAMME_PAGE_PROGRAMMES as readonly string[]).includes(value);
}

/** Each programme's own name (PROGRAMMES). */
export const PARTNER_PROGRAMME_NAMES = Object.fromEntries(
  PARTNER_PROGRAMMES.map((programme) => [programme, PROGRAMMES[programme].name]),
) as Readonly<Record<PartnerProgramme, string>>;

/** The programmes that are a dashboard area of their own (all but the sign-on partner). */
export const PROGRAMME_AREAS = PARTNER_PROGRAMMES.filter(
  (programme): programme is Exclude<PartnerProgramme, ProgrammeOfKind<'sign-on'>> =>
    PROGRAMMES[programme].path !== null,
);
export type ProgrammeArea = (typeof PROGRAMME_AREAS)[number];

export function isProgrammeArea(value: string): value is ProgrammeArea {
  return (PROGRAMME_AREAS as readonly string[]).includes(value);
}

export function isPartnerProgramme(value: string): value is PartnerProgramme {
  return (PARTNER_PROGRAMMES as readonly string[]).includes(value);
}
