import { PARTNER_PROGRAMME_NAMES } from '@portal/contracts/programmes';
import type { TAppLocale } from '@portal/contracts/locales';
import type {
  TProgrammeContactKind,
  TProgrammePage,
  TProgrammePageProgramme,
  TUpdateProgrammePageRequest,
} from '@portal/contracts/partner-programmes';

/** The programmes' own names (brand names: the same in every language). */
export const PROGRAMME_NAMES: Readonly<Record<TProgrammePageProgramme, string>> = PARTNER_PROGRAMME_NAMES;

/** A page as the form edits it: every field a string or a switch. */
export interface PageFormValues {
  name: string;
  summary: string;
  /** One offer a line. */
  offers: string;
  eligibility: string;
  includesDependents: boolean;
  contactKind: TProgrammeContactKind;
  contactPhone: string;
  contactUrl: string;
  phone: string;
  website: string;
  hours: string;
  callToAction: string;
}

export function pageFormValues(page: TProgrammePage | null): PageFormValues {
  const contact = page?.contact;
  return {
    name: page?.name ?? '',
    summary: page?.summary ?? '',
    offers: page?.offers.join('\n') ?? '',
    eligibility: page?.eligibility.text ?? '',
    includesDependents: page?.eligibility.includes_dependents ?? false,
    contactKind: contact?.kind ?? 'phone',
    contactPhone: contact?.kind === 'phone' ? contact.phone : '',
    contactUrl: contact?.kind === 'website' ? contact.url : '',
    phone: page?.phone ?? '',
    website: page?.website ?? '',
    hours: page?.hours ?? '',
    callToAction: page?.call_to_action ?? '',
  };
}

/** The request the form sends (the contract validates it). */
export function pageRequest(values: PageFormValues, locale: TAppLocale): TUpdateProgrammePageRequest {
  const contact =
    values.contactKind === 'phone'
      ? { kind: 'phone' as const, phone: values.contactPhone }
      : values.contactKind === 'website'
        ? { kind: 'website' as const, url: values.contactUrl }
        : { kind: 'sign-on' as const, partner: 'ally-health' as const };
  return {
    locale,
    name: values.name,
    summary: values.summary,
    offers: values.offers
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
    eligibility: { text: values.eligibility, includes_dependents: values.includesDependents },
    contact,
    phone: values.phone.trim() || null,
    website: values.website.trim() || null,
    hours: values.hours,
    call_to_action: values.callToAction,
  };
}
