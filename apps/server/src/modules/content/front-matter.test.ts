import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from './front-matter';

describe('parseFrontMatter', () => {
  it('keeps every value as the text written, and lists as lists of texts', () => {
    const text =
      '---\n# a comment\nid: x\nlast_reviewed: 2026-10-15\ncount: 42\ndraft: yes\nempty:\nnone: []\n' +
      'summary: \'It is urgent: call 911\'\nrelated: [a, "b, c"]\n---\nBody\n';
    expect(parseFrontMatter(text)).toEqual({
      attributes: {
        id: 'x',
        last_reviewed: '2026-10-15',
        count: '42',
        draft: 'yes',
        empty: '',
        none: [],
        summary: 'It is urgent: call 911',
        related: ['a', 'b, c'],
      },
      body: 'Body\n',
    });
  });

  it('leaves a text without front matter as it is', () => {
    expect(parseFrontMatter('# Title\n\nText.\n')).toEqual({ attributes: {}, body: '# Title\n\nText.\n' });
    expect(parseFrontMatter('---\n---\nBody')).toEqual({ attributes: {}, body: '---\n---\nBody' });
  });

  it('refuses what is not `key: text` or `key: [texts]`', () => {
    expect(() => parseFrontMatter('---\nsummary: It is urgent: call 911\n---\n')).toThrow();
    expect(() => parseFrontMatter('---\nauthor: { name: A }\n---\n')).toThrow(/author/);
    expect(() => parseFrontMatter('---\ntags: [[a]]\n---\n')).toThrow(/tags/);
    expect(() => parseFrontMatter('---\n- a\n- b\n---\n')).toThrow(/key: value/);
    expect(() => parseFrontMatter('---\nid: a\nid: b\n---\n')).toThrow();
  });
});
