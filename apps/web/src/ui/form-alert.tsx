import { Notice } from './notice';

/**
 * The form-level error, announced as it appears. The live region is always in the page (empty when
 * there is nothing to say) so screen readers pick up the message the moment it is set.
 */
export function FormAlert({ message }: { message: string | null | undefined }) {
  return (
    <div role="alert" className="empty:hidden">
      {message ? (
        <Notice variant="destructive">
          <p>{message}</p>
        </Notice>
      ) : null}
    </div>
  );
}
