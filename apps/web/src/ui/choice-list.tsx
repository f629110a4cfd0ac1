import type { ReactNode } from 'react';
import { cn } from './cn';
import { FieldError } from './field-error';

export interface Choice<T extends string | number> {
  value: T;
  label: ReactNode;
}

export type ChoiceListLayout = 'stack' | 'pair' | 'chips';

export interface ChoiceListProps<T extends string | number> {
  /** The radios' group; the description's and error's ids start with it. */
  name: string;
  legend: ReactNode;
  /** Replaces the layout's own legend classes (`cn` does not merge conflicting utilities). */
  legendClassName?: string;
  description?: ReactNode;
  /** Shown in the order given. */
  choices: readonly Choice<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
  /**
   * The group's error, where the list is a form's field: pass it even while there is none, and its region
   * stays in place, tied to the group. Left out, the list has no error region.
   */
  error?: string | undefined;
  /** Cards one per line (`stack`), two short answers side by side (`pair`, yes / no), or chips that wrap. */
  layout?: ChoiceListLayout;
}

const CARD =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-border bg-surface p-3 text-sm transition-colors hover:bg-surface-muted has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring';

const CHIP =
  'inline-flex h-9 cursor-pointer items-center rounded-full border px-3 text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring';

const CHOICES_CLASS: Record<ChoiceListLayout, string> = {
  stack: 'flex flex-col gap-2',
  pair: 'grid grid-cols-2 gap-2',
  chips: 'flex flex-wrap gap-2',
};

/**
 * A labelled group of native radios (arrow keys move between them and the choice is announced), styled
 * as cards or as chips, with an optional description and, on a form's field, its announced error.
 */
export function ChoiceList<T extends string | number>(props: ChoiceListProps<T>) {
  const { name, legend, legendClassName, description, choices, value, onChange, error, layout = 'stack' } = props;
  const isChips = layout === 'chips';
  const descriptionId = description ? `${name}-description` : undefined;
  const errorId = `${name}-error`;
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-2"
      aria-describedby={[descriptionId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={legendClassName ?? (isChips ? 'mb-2 text-sm font-medium' : 'mb-2 font-semibold')}>
        {legend}
      </legend>
      {description ? (
        <p id={descriptionId} className="-mt-1 text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      <div className={CHOICES_CLASS[layout]}>
        {choices.map((choice) => {
          const isChecked = value === choice.value;
          return (
            <label
              key={choice.value}
              className={
                isChips
                  ? cn(
                      CHIP,
                      isChecked
                        ? 'border-primary bg-primary text-primary-foreground'
                        : 'border-border bg-surface text-foreground hover:bg-surface-muted',
                    )
                  : CARD
              }
            >
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={isChecked}
                onChange={() => onChange(choice.value)}
                className={isChips ? 'sr-only' : 'size-4 shrink-0 accent-primary'}
              />
              <span>{choice.label}</span>
            </label>
          );
        })}
      </div>
      {'error' in props ? <FieldError id={errorId} error={error} /> : null}
    </fieldset>
  );
}
