/** TENANT_KEY_PATTERN's shape: a letter first, at most four words of 30 characters, 40 in all. */
const MAX_WORDS = 4;
const MAX_WORD_LENGTH = 30;
const MAX_LENGTH = 40;

/**
 * The key the wizard suggests for a programme's name: lower-case letters and digits, words joined by
 * single hyphens (`Acme Health & Care` → `acme-health-care`), trimmed to what a key may be. Empty when
 * the name has no letter to start it with.
 */
export function suggestProgrammeKey(name: string): string {
  const words = name
    .normalize('NFKD')
    // Accents go (é → e) rather than splitting a word.
    .replace(/\p{Mark}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  // A key starts with a letter: leading digits are dropped.
  const firstLetter = words.findIndex((word) => /[a-z]/.test(word));
  if (firstLetter === -1) return '';
  words[firstLetter] = words[firstLetter]!.replace(/^[0-9]+/, '');
  let key = '';
  for (const word of words.slice(firstLetter, firstLetter + MAX_WORDS)) {
    const next = key ? `${key}-${word.slice(0, MAX_WORD_LENGTH)}` : word.slice(0, MAX_WORD_LENGTH + 1);
    if (next.length > MAX_LENGTH) break;
    key = next;
  }
  return key;
}
