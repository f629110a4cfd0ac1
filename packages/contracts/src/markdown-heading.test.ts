import { describe, expect, it } from 'vitest';
import { parseAtxHeading, readLeadingTitle } from './markdown-heading';

describe('parseAtxHeading', () => {
  it.each([
    ['# Title', { level: 1, text: 'Title' }],
    ['###   Spaced out   ', { level: 3, text: 'Spaced out' }],
    ['## Closed ##', { level: 2, text: 'Closed' }],
    ['###### Six', { level: 6, text: 'Six' }],
    ['#\tTabbed', { level: 1, text: 'Tabbed' }],
    ['#   ', { level: 1, text: '' }],
  ])('reads %j', (line, heading) => expect(parseAtxHeading(line)).toEqual(heading));

  it.each(['#Title', '####### Seven', 'Text # not', '', '#'])('refuses %j', (line) =>
    expect(parseAtxHeading(line)).toBeUndefined(),
  );

  it('reads a long line of spaces at once', () => {
    expect(parseAtxHeading(`# a${' '.repeat(100_000)}b`)?.text).toBe(`a${' '.repeat(100_000)}b`);
  });
});

describe('readLeadingTitle', () => {
  it('finds the leading level-1 heading after blank lines, and where the rest starts', () => {
    const text = '\n\n# Privacy policy #\r\nBody';
    const title = readLeadingTitle(text);
    expect(title?.title).toBe('Privacy policy');
    expect(text.slice(title!.restStart)).toBe('Body');
    expect(readLeadingTitle('# Only')).toEqual({ title: 'Only', restStart: 6 });
  });

  it('finds none when the text starts otherwise', () => {
    expect(readLeadingTitle('Intro\n# Later')).toBeUndefined();
    expect(readLeadingTitle('## Second level')).toBeUndefined();
    expect(readLeadingTitle('#   \nBody')).toBeUndefined();
  });
});
