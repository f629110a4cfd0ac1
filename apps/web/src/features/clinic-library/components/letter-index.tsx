import { Plural, useLingui } from '@lingui/react/macro';
import { Link } from '@/navigation/link';
import type { TClinicLetter } from '@portal/contracts/clinic-library';
import { cn } from '@/ui/cn';

export interface LetterIndexProps {
  letters: readonly TClinicLetter[];
  /** The letter on screen, if any. */
  current: string | null;
  /** The address that shows a letter's conditions. */
  toLetter: (letter: string) => string;
}

const CELL = 'flex size-10 items-center justify-center rounded-md text-base font-semibold';

/** A–Z: a letter with conditions is a link; one without is shown, dimmed, and is not a link. */
export function LetterIndex({ letters, current, toLetter }: LetterIndexProps) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Conditions from A to Z`}>
      <ul className="flex flex-wrap gap-1">
        {letters.map(({ letter, count }) => (
          <li key={letter}>
            {count > 0 ? (
              <Link
                to={toLetter(letter)}
                aria-current={current === letter ? 'page' : undefined}
                className={cn(
                  CELL,
                  'border border-border text-primary hover:bg-surface-muted',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  current === letter && 'border-primary bg-primary text-primary-foreground hover:bg-primary',
                )}
              >
                <span aria-hidden="true">{letter}</span>
                <span className="sr-only">
                  {`${letter}, `}
                  <Plural value={count} one="# condition" other="# conditions" />
                </span>
              </Link>
            ) : (
              <span className={cn(CELL, 'text-muted-foreground')}>
                <span aria-hidden="true">{letter}</span>
                <span className="sr-only">{`${letter}, ${t`no conditions`}`}</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
