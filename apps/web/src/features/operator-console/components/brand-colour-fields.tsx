import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FieldError } from '@/ui/field-error';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { isHexColour } from '../utils/brand-colours';

export type BrandColourField = 'primary' | 'primaryForeground';

interface ColourFieldProps {
  id: string;
  name: BrandColourField;
  label: ReactNode;
  pickerLabel: string;
  hint: ReactNode;
  value: string;
  /** What the picker shows while the typed code is not a colour yet. */
  fallback: string;
  error: string | undefined;
  /** The ids of what else describes the field (the contrast problems). */
  describedBy?: string | undefined;
  onChange: (value: string) => void;
}

/** One colour: the browser's colour picker and its hex code, which either sets. */
function ColourField({
  id,
  name,
  label,
  pickerLabel,
  hint,
  value,
  fallback,
  error,
  describedBy,
  onChange,
}: ColourFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={pickerLabel}
          value={isHexColour(value) ? value.toLowerCase() : fallback}
          onChange={(event) => onChange(event.target.value)}
          className="size-11 shrink-0 cursor-pointer rounded-md border border-border bg-surface p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        />
        <Input
          id={id}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={[hintId, error ? errorId : undefined, describedBy].filter(Boolean).join(' ')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={7}
          className="max-w-40 font-mono"
        />
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        {hint}
      </p>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export interface BrandColourFieldsProps {
  /** Makes the controls' ids unique on the page. */
  idPrefix: string;
  primary: string;
  primaryForeground: string;
  errors: Readonly<Record<string, string>>;
  /** The id of the live list of contrast problems, which describes both fields. */
  problemsId?: string | undefined;
  onChange: (field: BrandColourField, value: string) => void;
}

/** The brand's two colours (the rest of its theme is derived from them), each by picker or by hex code. */
export function BrandColourFields({
  idPrefix,
  primary,
  primaryForeground,
  errors,
  problemsId,
  onChange,
}: BrandColourFieldsProps) {
  const { t } = useLingui();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ColourField
        id={`${idPrefix}-primary`}
        name="primary"
        label={<Trans>Primary colour</Trans>}
        pickerLabel={t`Pick the primary colour`}
        hint={<Trans>Buttons, links and the sidebar, as a hex code such as #0e7490.</Trans>}
        value={primary}
        fallback="#000000"
        error={errors.primary}
        describedBy={problemsId}
        onChange={(value) => onChange('primary', value)}
      />
      <ColourField
        id={`${idPrefix}-primary-foreground`}
        name="primaryForeground"
        label={<Trans>Text on the primary colour</Trans>}
        pickerLabel={t`Pick the colour of text on the primary colour`}
        hint={<Trans>Usually white or black, such as #ffffff.</Trans>}
        value={primaryForeground}
        fallback="#ffffff"
        error={errors.primaryForeground}
        describedBy={problemsId}
        onChange={(value) => onChange('primaryForeground', value)}
      />
    </div>
  );
}
