/** "12 March 2026" in the member's own locale. */
export function formatResultDate(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date(iso));
}

/** "12 Mar" for chart labels. */
export function formatShortDate(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' }).format(new Date(iso));
}
