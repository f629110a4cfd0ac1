/**
 * How an error is logged: pino's standard form, without the values a failed query was sent. Drizzle
 * puts them in the error's message and stack (`Failed query: … params: …`) and in `params`, and they
 * can be what a member typed: health answers, scores, search text. The SQL stays (it names no value).
 */
import { pino } from 'pino';

export function serializeError(error: unknown): ReturnType<typeof pino.stdSerializers.err> {
  const serialized = pino.stdSerializers.err(error as Error);
  if (typeof error === 'object' && error !== null && 'query' in error && 'params' in error) {
    const shown = `params: ${String((error as { params: unknown }).params)}`;
    const withheld = (text: string | undefined) => text?.split(shown).join('params: [not logged]');
    serialized.message = withheld(serialized.message) ?? '';
    serialized.stack = withheld(serialized.stack) ?? '';
    delete (serialized as { params?: unknown }).params;
  }
  return serialized;
}
