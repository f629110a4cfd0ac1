import type { HTMLAttributes, ReactNode } from 'react';
import { FormField } from './form-field';
import { Input } from './input';
import { Textarea } from './textarea';

export interface TextFieldProps {
  /** Unique on the page. */
  id: string;
  /** The control's name: a form's focus and its errors find the field by it. */
  name: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  /** Several lines (a Textarea, `rows` high: 4 unless said). */
  multiline?: boolean;
  rows?: number;
  type?: 'text' | 'tel' | 'url';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  /** The text's language where it is not the page's (a translation typed in). */
  lang?: string;
  className?: string;
}

/** A labelled text control, one line or several, with its hint and announced error. */
export function TextField({
  id,
  name,
  label,
  value,
  onChange,
  error,
  hint,
  multiline = false,
  rows = 4,
  type,
  inputMode,
  placeholder,
  lang,
  className,
}: TextFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      {(control) =>
        multiline ? (
          <Textarea
            {...control}
            name={name}
            rows={rows}
            value={value}
            lang={lang}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <Input
            {...control}
            name={name}
            type={type}
            inputMode={inputMode}
            placeholder={placeholder}
            value={value}
            lang={lang}
            onChange={(event) => onChange(event.target.value)}
          />
        )
      }
    </FormField>
  );
}
