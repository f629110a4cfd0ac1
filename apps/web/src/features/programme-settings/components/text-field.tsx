import type { ReactNode } from 'react';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { Textarea } from '@/ui/textarea';

export interface TextFieldProps {
  /** The form's field name (its dotted path, for focus and errors). */
  name: string;
  /** Unique on the page: the form's id and the field's name. */
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  multiline?: boolean;
  rows?: number;
  type?: 'text' | 'tel' | 'url';
  className?: string;
  lang?: string;
}

/** A labelled text control of the Programme forms, with its hint and announced error. */
export function TextField({
  name,
  id,
  label,
  value,
  onChange,
  error,
  hint,
  multiline,
  rows,
  type,
  className,
  lang,
}: TextFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      {(control) =>
        multiline ? (
          <Textarea
            {...control}
            name={name}
            rows={rows ?? 4}
            value={value}
            lang={lang}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <Input
            {...control}
            name={name}
            type={type ?? 'text'}
            value={value}
            lang={lang}
            onChange={(event) => onChange(event.target.value)}
          />
        )
      }
    </FormField>
  );
}
