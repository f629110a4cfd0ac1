/** `m:ss` (or `h:mm:ss` from an hour) for a length in seconds. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** "5 min read". */
export function formatReadingTime(minutes: number): string {
  return `${minutes} min read`;
}

/** "Comma, separated , tags" → ['Comma', 'separated', 'tags'] (trimmed, no empties, no repeats). */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter((tag) => tag !== ''),
    ),
  ];
}
