import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from './button';

/** Where a list the server answers a page at a time (by cursor) stands, and how to move through it. */
export interface CursorPages {
  /** This page's cursor (null: the first page). */
  cursor: string | null;
  hasPrevious: boolean;
  previous: () => void;
  next: (cursor: string) => void;
  /** Back to the first page: a filter changed. */
  reset: () => void;
}

/** The cursors of the pages before this one, and this page's, for a list paged by the server's cursors. */
export function useCursorPages(): CursorPages {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  return {
    cursor: cursors.at(-1) ?? null,
    hasPrevious: cursors.length > 1,
    previous: () => setCursors((previous) => previous.slice(0, -1)),
    next: (cursor) => setCursors((previous) => [...previous, cursor]),
    reset: () => setCursors([null]),
  };
}

interface CursorPagerProps {
  /** The navigation's name (`Pages of members`). */
  label: string;
  pages: CursorPages;
  /** The server's cursor for the page after this one; none on the last page (or while loading). */
  nextCursor: string | null | undefined;
  previousText: ReactNode;
  nextText: ReactNode;
}

/** The previous and next buttons of a list paged by cursor; each is disabled where there is no such page. */
export function CursorPager({ label, pages, nextCursor, previousText, nextText }: CursorPagerProps) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-3">
      <Button variant="secondary" disabled={!pages.hasPrevious} onClick={pages.previous}>
        {previousText}
      </Button>
      <Button variant="secondary" disabled={!nextCursor} onClick={() => nextCursor && pages.next(nextCursor)}>
        {nextText}
      </Button>
    </nav>
  );
}
