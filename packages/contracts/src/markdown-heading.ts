/**
 * Reading Markdown headings in linear time. Editors' articles and operators'
 * documents are long untrusted text, and the regular expressions this replaces
 * (`^\s*#\s+(.+?)\s*#*\s*$`) backtracked quadratically on a long line of spaces.
 */

function isBlank(char: string | undefined): boolean {
  return char !== undefined && char.trim() === '';
}

/** `## Title ##` → level 2, text `Title`; undefined when the line is not an ATX heading of level 1–6. */
export function parseAtxHeading(line: string): { level: number; text: string } | undefined {
  let level = 0;
  while (line.charAt(level) === '#') level += 1;
  if (level === 0 || level > 6 || !isBlank(line.charAt(level) || undefined)) return undefined;
  let end = line.length;
  while (end > level && (isBlank(line.charAt(end - 1)) || line.charAt(end - 1) === '#')) end -= 1;
  return { level, text: line.slice(level, end).trim() };
}

/**
 * The `# Title` a Markdown text starts with (after blank lines), and where the
 * rest of the text begins; undefined when it starts otherwise.
 */
export function readLeadingTitle(markdown: string): { title: string; restStart: number } | undefined {
  let start = 0;
  while (isBlank(markdown.charAt(start))) start += 1;
  const newline = markdown.indexOf('\n', start);
  const lineEnd = newline === -1 ? markdown.length : newline;
  const heading = parseAtxHeading(markdown.slice(start, lineEnd));
  if (!heading || heading.level !== 1 || heading.text === '') return undefined;
  return { title: heading.text, restStart: newline === -1 ? markdown.length : newline + 1 };
}
