import type { TCreateProgrammeRequest } from '@portal/contracts/operator-console';
import { PROGRAMME_HOSTS_MAX } from '@portal/contracts/operator-console';
import { APP_LOCALES } from '@portal/contracts/locales';
import type { TAppLocale } from '@portal/contracts/locales';
import { PARTNER_PROGRAMMES } from '@portal/contracts/programmes';
import type { PartnerProgramme } from '@portal/contracts/programmes';
import type { ChosenArtwork } from './brand-artwork-file';

/** The wizard's steps, in order: one form each. */
export const WIZARD_STEPS = ['identity', 'brand', 'offer', 'admin'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** Everything typed into the wizard: kept while the operator goes back and forth, and when the server refuses. */
export interface WizardValues {
  name: string;
  key: string;
  /** The key follows the name until the operator types a key of their own. */
  isKeySuggested: boolean;
  hosts: string[];
  primary: string;
  primaryForeground: string;
  logo: ChosenArtwork | null;
  programmes: PartnerProgramme[];
  languages: TAppLocale[];
  supportEmail: string;
  senderName: string;
  adminEmail: string;
}

export const INITIAL_WIZARD_VALUES: WizardValues = {
  name: '',
  key: '',
  isKeySuggested: true,
  hosts: [''],
  // A pair that reads well on the base theme, to start from.
  primary: '#0e7490',
  primaryForeground: '#ffffff',
  logo: null,
  programmes: [],
  languages: ['en'],
  supportEmail: '',
  senderName: '',
  adminEmail: '',
};

/** Each step's fields (the request's top-level names), in the order they are on screen. */
const STEP_FIELDS: Readonly<Record<WizardStep, readonly (keyof TCreateProgrammeRequest)[]>> = {
  identity: ['name', 'key', 'hosts'],
  brand: ['primary', 'primaryForeground', 'logo'],
  offer: ['programmes', 'languages', 'supportEmail', 'senderName'],
  admin: ['adminEmail'],
};

const indexed = (name: string, count: number) => Array.from({ length: count }, (_, index) => `${name}.${index}`);

/** A step's fields as a form names its controls (a host row is `hosts.1`), for focus on the first error. */
export function stepFieldNames(step: WizardStep, hostCount: number): string[] {
  if (step === 'identity') return ['name', 'key', ...indexed('hosts', hostCount), 'hosts'];
  return [...STEP_FIELDS[step]];
}

/** Every field a server's refusal may name, nested ones too (`hosts.2`, `logo.base64`). */
export const SERVER_FIELD_NAMES: readonly string[] = [
  ...WIZARD_STEPS.flatMap((step) => STEP_FIELDS[step]),
  ...indexed('hosts', PROGRAMME_HOSTS_MAX),
  ...indexed('programmes', PARTNER_PROGRAMMES.length),
  ...indexed('languages', APP_LOCALES.length),
  'logo.base64',
  'logo.contentType',
];

/** The step holding a field a refusal names (`hosts.1` → identity), if any. */
export function stepOfField(field: string): WizardStep | undefined {
  const top = field.split('.')[0] as keyof TCreateProgrammeRequest;
  return WIZARD_STEPS.find((step) => STEP_FIELDS[step].includes(top));
}

function identityRequest(values: WizardValues) {
  return { name: values.name, key: values.key, hosts: values.hosts };
}

function brandRequest(values: WizardValues) {
  return {
    primary: values.primary,
    primaryForeground: values.primaryForeground,
    ...(values.logo ? { logo: values.logo.upload } : {}),
  };
}

function offerRequest(values: WizardValues) {
  return {
    programmes: values.programmes,
    languages: values.languages,
    supportEmail: values.supportEmail,
    // Left empty, its emails come from the platform's sender.
    ...(values.senderName.trim() ? { senderName: values.senderName } : {}),
  };
}

/** The whole request the last step sends. */
export function createProgrammeRequest(values: WizardValues): TCreateProgrammeRequest {
  return {
    ...identityRequest(values),
    ...brandRequest(values),
    ...offerRequest(values),
    adminEmail: values.adminEmail,
  };
}

/** What a step's form checks: its own part of the request (the last step: all of it). */
export function stepRequest(step: WizardStep, values: WizardValues): unknown {
  switch (step) {
    case 'identity':
      return identityRequest(values);
    case 'brand':
      return brandRequest(values);
    case 'offer':
      return offerRequest(values);
    case 'admin':
      return createProgrammeRequest(values);
  }
}
