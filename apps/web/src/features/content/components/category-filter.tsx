import { useLingui } from '@lingui/react/macro';
import { CONTENT_CATEGORIES } from '@portal/contracts/content';
import type { TContentCategory } from '@portal/contracts/content';
import { cn } from '@/ui/cn';
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
  const options: { value: TContentCategory | ''; label: string }[] = [
    { value: '', label: t`All` },
    ...CONTENT_CATEGORIES.map((category) => ({ value: category, label: categoryLabel(i18n, category) })),
  ];
  const name = `category-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value || 'all'}
            className={cn(
              'inline-flex h-9 cursor-pointer items-center rounded-full border px-3 text-sm font-medium',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
              value === option.value
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-border bg-surface text-foreground hover:bg-surface-muted',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
