import type { ReactNode } from 'react';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';

export interface RewardsFieldProps {
  /** Its path in the request (`activities.2.points`): focus and the error find it by that. */
  name: string;
  /** Unique on the page. */
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  type?: 'text' | 'number' | 'date';
  className?: string;
}

/** A labelled control of the Rewards forms: whole numbers, days or text, with its hint and announced error. */
export function RewardsField({
  name,
  id,
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  className,
}: RewardsFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <Input
          {...control}
          name={name}
          type={type}
          // No numeric keypad: an adjustment may take points away, and a phone's keypad has no minus sign.
          step={type === 'number' ? 1 : undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
