import type { ReactNode } from 'react';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';

export interface EmailFieldProps {
  id: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** Someone else's email address (never filled in with the operator's own). */
export function EmailField({ id, name, label, hint, value, error, onChange }: EmailFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <Input
          {...control}
          name={name}
          type="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
