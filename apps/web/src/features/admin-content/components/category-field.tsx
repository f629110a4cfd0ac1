import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { CONTENT_CATEGORIES } from '@portal/contracts/content';
import type { TContentCategory } from '@portal/contracts/content';
import { FormField } from '@/ui/form-field';
import { Select } from '@/ui/select';

/** Each category's name as members read it (the screen brings the content feature's). */
export type CategoryLabels = Readonly<Record<TContentCategory, MessageDescriptor>>;

export interface CategoryFieldProps {
  id: string;
  value: TContentCategory | '';
  onChange: (category: TContentCategory | '') => void;
  error: string | undefined;
  labels: CategoryLabels;
}

/** The category an article or a video is filed under, chosen from the contract's list. */
export function CategoryField({ id, value, onChange, error, labels }: CategoryFieldProps) {
  const { t, i18n } = useLingui();
  return (
    <FormField id={id} label={t`Category`} error={error}>
      {(control) => (
        <Select
          {...control}
          name="category"
          value={value}
          onChange={(event) => onChange(event.target.value as TContentCategory | '')}
        >
          <option value="">{t`Choose a category`}</option>
          {CONTENT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {i18n._(labels[category])}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}
