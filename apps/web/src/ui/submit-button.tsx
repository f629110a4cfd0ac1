import type { ReactNode } from 'react';
import { Button } from './button';
import type { ButtonProps } from './button';
import { Spinner } from './spinner';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children'> {
  isSubmitting: boolean;
  /** What the button says while the request is under way, e.g. "Signing in…". */
  pendingLabel: string;
  children: ReactNode;
}

/** A form's submit button: disabled and busy with a spinner while sending, so a form is sent once. */
export function SubmitButton({ isSubmitting, pendingLabel, children, disabled, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={isSubmitting || disabled} aria-busy={isSubmitting} {...props}>
      {isSubmitting ? (
        <>
          <Spinner />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
