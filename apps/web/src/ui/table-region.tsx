import { useId } from 'react';
import type { ReactNode } from 'react';
import { cn } from './cn';

interface TableRegionProps {
  /** The table's caption: screen readers read it, the screen does not show it. */
  caption: ReactNode;
  /** The region's name, when it is not the caption (a caption that changes page by page). */
  label?: string;
  /** The region's frame: border and rounding. */
  className?: string;
  /** The table's own classes, e.g. the width below which the region scrolls sideways. */
  tableClassName?: string;
  /** The table's head and body. */
  children: ReactNode;
}

/**
 * A table that scrolls sideways on a narrow screen, inside a region a keyboard can focus (so it can
 * scroll it too) and a screen reader can name: the admin console's lists and report tables.
 */
export function TableRegion({ caption, label, className, tableClassName, children }: TableRegionProps) {
  const captionId = useId();
  return (
    <div
      role="region"
      aria-label={label}
      aria-labelledby={label === undefined ? captionId : undefined}
      tabIndex={0}
      className={cn(
        'overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
    >
      <table className={cn('w-full text-left text-sm', tableClassName)}>
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
