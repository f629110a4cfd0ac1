import type { ReactNode } from 'react';

export interface Choice<T extends string> {
  value: T;
  label: string;
}

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

/**
 * One question as a labelled group of native radios (arrow keys move between them), styled as cards;
 * its error is announced and tied to the group.
 */
export function ChoiceFieldset<T extends string>({
  name,
  legend,
  description,
  choices,
  value,
  onChange,
  error,
  isCompact = false,
}: ChoiceFieldsetProps<T>) {
  const descriptionId = description ? `${name}-description` : undefined;
  const errorId = `${name}-error`;
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-2"
      aria-describedby={[descriptionId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-2 font-semibold">{legend}</legend>
      {description ? (
        <p id={descriptionId} className="-mt-1 text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      <div className={isCompact ? 'grid grid-cols-2 gap-2' : 'flex flex-col gap-2'}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-border bg-surface p-3 text-sm transition-colors hover:bg-surface-muted has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="size-4 shrink-0 accent-primary"
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      <p id={errorId} role="alert" className="text-sm font-medium text-destructive empty:hidden">
        {error ? (
          <>
            <span aria-hidden="true">⚠ </span>
            {error}
          </>
        ) : null}
      </p>
    </fieldset>
  );
}
