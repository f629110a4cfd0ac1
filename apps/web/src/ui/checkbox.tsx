import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';
import { FieldError } from './field-error';

export interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'id'> {
  id: string;
  /** The checkbox's accessible name. Keep links out of it: put them in `description`. */
  label: ReactNode;
  description?: ReactNode;
  error?: string | undefined;
}

/** A native checkbox (keyboard and forms for free) with its label, description and announced error. */
export function CheckboxField({ id, label, description, error, className, ...props }: CheckboxFieldProps) {
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={Boolean(error)}
          aria-describedby={[descriptionId, errorId].filter(Boolean).join(' ') || undefined}
          // 24 px target with a visible focus ring; the brand colour fills the box when checked.
          className="mt-0.5 size-6 shrink-0 cursor-pointer rounded border-border accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-invalid:outline-2 aria-invalid:outline-destructive"
          {...props}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="cursor-pointer text-sm font-medium text-foreground">
            {label}
          </label>
          {description ? (
            <p id={descriptionId} className="text-sm text-muted-foreground">
              {description}
            </p>
          ) : null}
        </div>
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
