import { useId } from 'react';
import type { ReactNode } from 'react';
import { cn } from './cn';
import { Label } from './label';
import { Select } from './select';

export interface FilterOption<Value extends string> {
  value: Value;
  label: string;
}

interface FilterSelectProps<Value extends string> {
  label: ReactNode;
  /** The chosen option, or '' for none (the list unfiltered). */
  value: Value | '';
  onChange: (value: Value | '') => void;
  /** The first option's text, which filters nothing (`Any status`). */
  anyText: string;
  options: readonly FilterOption<Value>[];
  className?: string;
}

/** A labelled select that narrows a list, its first option leaving the list unfiltered. */
export function FilterSelect<Value extends string>({
  label,
  value,
  onChange,
  anyText,
  options,
  className,
}: FilterSelectProps<Value>) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value as Value | '')}>
        <option value="">{anyText}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
