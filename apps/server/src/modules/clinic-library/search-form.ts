/** The accent-free, lower-case form the clinic library searches (the same for what is stored and what is asked). */
export function toSearchForm(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The A–Z letter a title is listed under (`Úlcera` → `U`); `#` for a title that starts otherwise. */
export function getIndexLetter(title: string): string {
  const first = toSearchForm(title).charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
}

/** What search reads of a condition: title, other names and summary. */
export function getSearchText(condition: { title: string; alsoCalled: readonly string[]; summary: string }): string {
  return toSearchForm([condition.title, ...condition.alsoCalled, condition.summary].join(' '));
}
