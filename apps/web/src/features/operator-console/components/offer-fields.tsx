import { Trans, useLingui } from '@lingui/react/macro';
import { APP_LOCALES } from '@portal/contracts/locales';
import type { TAppLocale } from '@portal/contracts/locales';
import { PARTNER_PROGRAMMES, PROGRAMMES } from '@portal/contracts/programmes';
import type { PartnerProgramme } from '@portal/contracts/programmes';
import type { ReactNode } from 'react';
import { CheckboxField } from '@/ui/checkbox';
import { FieldError } from '@/ui/field-error';
import { LANGUAGE_NAMES } from '../utils/language-names';

/** The items of `all` that are in `chosen` once `item` is turned on or off, in `all`'s order. */
function toggled<Item extends string>(
  all: readonly Item[],
  chosen: readonly Item[],
  item: Item,
  isOn: boolean,
): Item[] {
  return all.filter((each) => (each === item ? isOn : chosen.includes(each)));
}

/** An error about the group or any of its items (`programmes`, `programmes.2`), once. */
export function groupError(errors: Readonly<Record<string, string>>, name: string): string | undefined {
  return errors[name] ?? Object.entries(errors).find(([field]) => field.startsWith(`${name}.`))?.[1];
}

interface CheckboxGroupProps {
  id: string;
  legend: ReactNode;
  hint: ReactNode;
  error: string | undefined;
  children: ReactNode;
}

/** Checkboxes under a legend, with the group's hint and error tied to it. */
function CheckboxGroup({ id, legend, hint, error, children }: CheckboxGroupProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-3"
      aria-describedby={[hintId, error ? errorId : undefined].filter(Boolean).join(' ')}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1 font-semibold">{legend}</legend>
      <p id={hintId} className="-mt-2 text-sm text-muted-foreground">
        {hint}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">{children}</div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

export interface OfferFieldsProps {
  idPrefix: string;
  programmes: readonly PartnerProgramme[];
  languages: readonly TAppLocale[];
  errors: Readonly<Record<string, string>>;
  onProgrammesChange: (programmes: PartnerProgramme[]) => void;
  onLanguagesChange: (languages: TAppLocale[]) => void;
}

/** Which of the catalogue's programmes the programme offers its members, and the languages it speaks. */
export function OfferFields({
  idPrefix,
  programmes,
  languages,
  errors,
  onProgrammesChange,
  onLanguagesChange,
}: OfferFieldsProps) {
  const { i18n } = useLingui();
  return (
    <>
      <CheckboxGroup
        id={`${idPrefix}-programmes`}
        legend={<Trans>Programmes offered</Trans>}
        hint={<Trans>Members see these on their Home. None is fine too.</Trans>}
        error={groupError(errors, 'programmes')}
      >
        {PARTNER_PROGRAMMES.map((programme) => (
          <CheckboxField
            key={programme}
            id={`${idPrefix}-programme-${programme}`}
            name="programmes"
            value={programme}
            label={PROGRAMMES[programme].name}
            checked={programmes.includes(programme)}
            onChange={(event) =>
              onProgrammesChange(toggled(PARTNER_PROGRAMMES, programmes, programme, event.target.checked))
            }
          />
        ))}
      </CheckboxGroup>
      <CheckboxGroup
        id={`${idPrefix}-languages`}
        legend={<Trans>Languages</Trans>}
        hint={<Trans>The languages its members can use the portal in: one at least.</Trans>}
        error={groupError(errors, 'languages')}
      >
        {APP_LOCALES.map((locale) => (
          <CheckboxField
            key={locale}
            id={`${idPrefix}-language-${locale}`}
            name="languages"
            value={locale}
            label={i18n._(LANGUAGE_NAMES[locale])}
            checked={languages.includes(locale)}
            onChange={(event) => onLanguagesChange(toggled(APP_LOCALES, languages, locale, event.target.checked))}
          />
        ))}
      </CheckboxGroup>
    </>
  );
}
