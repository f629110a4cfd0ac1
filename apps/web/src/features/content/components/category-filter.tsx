import { useLingui } from '@lingui/react/macro';
import { CONTENT_CATEGORIES } from '@portal/contracts/content';
import type { TContentCategory } from '@portal/contracts/content';
import { ChoiceList } from '@/ui/choice-list';
import type { Choice } from '@/ui/choice-list';
import { categoryLabel } from '../utils/category-labels';

export interface CategoryFilterProps {
  value: TContentCategory | '';
  onChange: (category: TContentCategory | '') => void;
  /** The group's accessible name, e.g. "Filter articles by category". */
  label: string;
}

/** Category chips: radio buttons in a fieldset, so arrow keys move between them and the choice is announced. */
export function CategoryFilter({ value, onChange, label }: CategoryFilterProps) {
  const { t, i18n } = useLingui();
  const choices: Choice<TContentCategory | ''>[] = [
    { value: '', label: t`All` },
    ...CONTENT_CATEGORIES.map((category) => ({ value: category, label: categoryLabel(i18n, category) })),
  ];
  return (
    <ChoiceList
      name={`category-${label.replace(/\W+/g, '-').toLowerCase()}`}
      legend={label}
      choices={choices}
      value={value}
      onChange={onChange}
      layout="chips"
    />
  );
}
