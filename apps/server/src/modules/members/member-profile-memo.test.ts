import { describe, expect, it } from 'vitest';
import { createMemberProfileMemo } from './member-profile-memo';
import type { StoredMemberProfile } from './members-repository';

const profile = (firstName: string) => ({ firstName }) as StoredMemberProfile;

function memoOver(rows: Map<string, StoredMemberProfile>, ttlMs = 2_000) {
  let clock = 0;
  const reads: string[] = [];
  let pending: (() => void) | undefined;
  const memo = createMemberProfileMemo({
    repository: {
      async findProfile(_tenantId, accountId) {
        reads.push(accountId);
        if (pending) await new Promise<void>((resolve) => (pending = resolve));
        return rows.get(accountId);
      },
    },
    ttlMs,
    maxEntries: 2,
    now: () => clock,
  });
  return {
    memo,
    reads,
    tick: (ms: number) => (clock += ms),
    holdReads: () => (pending = () => undefined),
    release: () => {
      const resolve = pending;
      pending = undefined;
      resolve?.();
    },
  };
}

describe('the member profile memo', () => {
  it('answers from memory while fresh, then reads again', async () => {
    const rows = new Map([['a', profile('Morgan')]]);
    const { memo, reads, tick } = memoOver(rows);
    expect(await memo.findProfile('t', 'a')).toEqual(profile('Morgan'));
    rows.set('a', profile('Morgana'));
    expect(await memo.findProfile('t', 'a')).toEqual(profile('Morgan'));
    tick(2_000);
    expect(await memo.findProfile('t', 'a')).toEqual(profile('Morgana'));
    expect(reads).toEqual(['a', 'a']);
  });

  it('reads again at once after the member changed, and never for another tenant', async () => {
    const rows = new Map([['a', profile('Morgan')]]);
    const { memo, reads } = memoOver(rows);
    await memo.findProfile('t', 'a');
    rows.set('a', profile('Morgana'));
    memo.forget('a');
    expect(await memo.findProfile('t', 'a')).toEqual(profile('Morgana'));
    await memo.findProfile('other', 'a');
    expect(reads).toEqual(['a', 'a', 'a']);
  });

  it('does not keep what a read found when the member changed while it ran', async () => {
    const rows = new Map([['a', profile('Morgan')]]);
    const { memo, reads, holdReads, release } = memoOver(rows);
    holdReads();
    const reading = memo.findProfile('t', 'a');
    memo.forget('a');
    release();
    await reading;
    rows.set('a', profile('Morgana'));
    expect(await memo.findProfile('t', 'a')).toEqual(profile('Morgana'));
    expect(reads).toEqual(['a', 'a']);
  });

  it('keeps nothing with a lifetime of 0, and at most its number of entries', async () => {
    const rows = new Map([
      ['a', profile('A')],
      ['b', profile('B')],
      ['c', profile('C')],
    ]);
    const off = memoOver(rows, 0);
    await off.memo.findProfile('t', 'a');
    await off.memo.findProfile('t', 'a');
    expect(off.reads).toEqual(['a', 'a']);

    const small = memoOver(rows);
    for (const id of ['a', 'b', 'c', 'b', 'a']) await small.memo.findProfile('t', id);
    expect(small.reads).toEqual(['a', 'b', 'c', 'a']);
  });
});
