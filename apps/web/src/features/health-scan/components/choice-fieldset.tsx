import type { ReactNode } from 'react';
import { ChoiceList } from '@/ui/choice-list';
import type { Choice } from '@/ui/choice-list';

export interface ChoiceFieldsetProps<T extends string> {
  /** The form field's name (also the radios' group). */
  name: string;
  legend: ReactNode;
  description?: ReactNode;
  choices: readonly Choice<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
  error?: string | undefined;
  /** Two short answers side by side (yes / no); otherwise one per line. */
  isCompact?: boolean;
}

/** One pre-scan question as radio cards, a field of the form: its error is announced and tied to the group. */
export function ChoiceFieldset<T extends string>({ error, isCompact = false, ...props }: ChoiceFieldsetProps<T>) {
  return <ChoiceList {...props} error={error} layout={isCompact ? 'pair' : 'stack'} />;
}
