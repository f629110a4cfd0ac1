export interface FieldErrorProps {
  /** The id the field's control (or group) names in its `aria-describedby`. */
  id: string;
  error: string | undefined;
}

/**
 * A field's error, announced. The region stays in place, empty and hidden, while there is none, so an
 * error that appears in it is read out.
 */
export function FieldError({ id, error }: FieldErrorProps) {
  return (
    <p id={id} role="alert" className="text-sm font-medium text-destructive empty:hidden">
      {error ? (
        <>
          <span aria-hidden="true">⚠ </span>
          {error}
        </>
      ) : null}
    </p>
  );
}
