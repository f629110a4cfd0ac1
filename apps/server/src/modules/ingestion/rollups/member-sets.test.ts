import { describe, expect, it } from 'vitest';
import { MEMBER_SET_BITS } from '../../../db/schema';
import { buildMemberSets } from './member-sets';

describe('buildMemberSets', () => {
  it('sets bit n from the left for member n, one row per event, subject and chunk of numbers', () => {
    const rows = buildMemberSets([
      { event: 'article_read', subject: 'a', number: 0 },
      { event: 'article_read', subject: 'a', number: 9 },
      { event: 'article_read', subject: 'a', number: 9 },
      { event: 'article_read', subject: 'b', number: MEMBER_SET_BITS + 1 },
    ]);
    expect(rows.map(({ event, subject, chunk }) => [event, subject, chunk])).toEqual([
      ['article_read', 'a', 0],
      ['article_read', 'b', 1],
    ]);
    expect(rows[0]!.members).toHaveLength(1 + MEMBER_SET_BITS / 4);
    expect(rows[0]!.members.slice(0, 5)).toBe('X8040');
    expect(rows[1]!.members.slice(0, 3)).toBe('X40');
    expect(rows[1]!.members.slice(3)).toMatch(/^0+$/);
  });
});
