/**
 * An article's reading time, computed by the server on every save. The body is
 * an editor's input of up to 100,000 characters, so this is one pass over it
 * with no regular expression that could backtrack: every character is read at
 * most three times (a fence or link target that never closes is read again as
 * words), whatever the input.
 */
export const READING_WORDS_PER_MINUTE = 200;

/** Markup that separates words rather than belongs to them. */
const MARKUP = new Set(['#', '>', '*', '_', '`', '~', '|', '-', '[', ']']);
const FENCE = '```';

function isSpace(char: string): boolean {
  return char <= ' ' || (char > '~' && /\s/u.test(char));
}

function isLetterOrDigit(char: string): boolean {
  return (
    (char >= 'a' && char <= 'z') ||
    (char >= 'A' && char <= 'Z') ||
    (char >= '0' && char <= '9') ||
    (char > '~' && /[\p{L}\p{N}]/u.test(char))
  );
}

/**
 * Words a reader reads: fenced code blocks and link targets are left out, a
 * link counts its text, Markdown markup splits words, and a word counts when
 * it holds a letter or a digit.
 */
export function countReadingWords(markdown: string): number {
  let words = 0;
  let isInWord = false;
  let wordHasLetter = false;
  /** Off once a fence (or a link target) is known to have no closer after some point. */
  let canOpenFence = true;
  let canOpenLinkTarget = true;
  let skipping: { closer: string; start: number; wordsBefore: number } | null = null;

  const endWord = () => {
    if (isInWord && wordHasLetter) words += 1;
    isInWord = false;
    wordHasLetter = false;
  };

  let index = 0;
  while (index < markdown.length || skipping) {
    if (index >= markdown.length && skipping) {
      // Never closed: it was text after all. Read it again as words, with that construct off.
      if (skipping.closer === FENCE) canOpenFence = false;
      else canOpenLinkTarget = false;
      index = skipping.start;
      words = skipping.wordsBefore;
      skipping = null;
      continue;
    }
    const char = markdown.charAt(index);
    if (skipping) {
      if (markdown.startsWith(skipping.closer, index)) {
        index += skipping.closer.length;
        skipping = null;
      } else {
        index += 1;
      }
      continue;
    }
    if (canOpenFence && char === '`' && markdown.startsWith(FENCE, index)) {
      endWord();
      skipping = { closer: FENCE, start: index, wordsBefore: words };
      index += FENCE.length;
      continue;
    }
    if (canOpenLinkTarget && char === ']' && markdown.charAt(index + 1) === '(') {
      endWord();
      skipping = { closer: ')', start: index, wordsBefore: words };
      index += 2;
      continue;
    }
    if (isSpace(char) || MARKUP.has(char)) {
      endWord();
    } else {
      isInWord = true;
      if (isLetterOrDigit(char)) wordHasLetter = true;
    }
    index += 1;
  }
  endWord();
  return words;
}

/** Minutes to read a Markdown body at about 200 words a minute; at least 1. */
export function getReadingTimeMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(countReadingWords(markdown) / READING_WORDS_PER_MINUTE));
}
