/**
 * Sets of members as bits: each member of a tenant gets a number (`member_numbers`), and a set is one
 * row of MEMBER_SET_BITS bits per chunk of numbers (`member_sets`), bit n from the left standing for member
 * chunk × MEMBER_SET_BITS + n (PostgreSQL's `get_bit` order). Sets of several periods are united with
 * `bit_or` and counted with `bit_count` in the database.
 */
import { MEMBER_SET_BITS } from '../../../db/schema';

export interface MemberSetRow {
  event: string;
  subject: string;
  chunk: number;
  /** `X` and hexadecimal digits: the input form of a `bit varying`. */
  members: string;
}

/** The sets of members of each (event, subject), from (event, subject, member number) facts. */
export function buildMemberSets(facts: Iterable<{ event: string; subject: string; number: number }>): MemberSetRow[] {
  const sets = new Map<string, { event: string; subject: string; chunk: number; bits: Uint8Array }>();
  for (const { event, subject, number } of facts) {
    const chunk = Math.floor(number / MEMBER_SET_BITS);
    const key = `${event}\u0000${subject}\u0000${chunk}`;
    let set = sets.get(key);
    if (!set) {
      set = { event, subject, chunk, bits: new Uint8Array(MEMBER_SET_BITS / 8) };
      sets.set(key, set);
    }
    const bit = number % MEMBER_SET_BITS;
    set.bits[bit >> 3]! |= 0x80 >> (bit & 7);
  }
  return [...sets.values()].map(({ event, subject, chunk, bits }) => ({
    event,
    subject,
    chunk,
    members: `X${Buffer.from(bits).toString('hex')}`,
  }));
}
