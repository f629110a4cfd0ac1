import { describe, expect, it } from 'vitest';
import {
  CHALLENGE_MESSAGES,
  ZChallengeDisplayName,
  ZChallengeEntryRequest,
  ZChallengeInput,
  ZDisplayNameRequest,
  ZJoinChallengeRequest,
  challengeJoinOpensOn,
  toShownDisplayName,
} from './challenges';
import { CONTRACT_MESSAGES_ES } from './contract-messages-es';
import { fillMessage, localizeMessage } from './localize-message';

const STEPS = {
  title: 'Spring steps',
  kind: 'steps',
  goal_type: 'total',
  goal: 150_000,
  teams: 'choose',
  team_names: ['Trailblazers', 'Pathfinders'],
  starts_on: '2026-03-01',
  ends_on: '2026-03-28',
  join_until: '2026-03-28',
  points: 500,
} as const;

/** The first problem's message and field. */
function problem(input: unknown): { message: string; path: string } | undefined {
  const parsed = ZChallengeInput.safeParse(input);
  const issue = parsed.success ? undefined : parsed.error.issues[0];
  return issue && { message: issue.message, path: issue.path.join('.') };
}

describe('a challenge as an admin sets it up', () => {
  it('takes a team step challenge, a daily habit and an individual minutes challenge', () => {
    expect(ZChallengeInput.safeParse(STEPS).success).toBe(true);
    const habit = { ...STEPS, kind: 'habit', goal_type: 'daily', goal: 1, days_required: 20 };
    expect(ZChallengeInput.safeParse(habit).success).toBe(true);
    const minutes = { ...STEPS, kind: 'active_minutes', goal: 30 * 28, teams: 'individual', team_names: [] };
    expect(ZChallengeInput.safeParse(minutes).success).toBe(true);
  });

  it.each([
    [{ title: ' ' }, 'title', CHALLENGE_MESSAGES.title],
    [{ goal: 100_000 * 28 + 1 }, 'goal', CHALLENGE_MESSAGES.goalSteps],
    [{ goal_type: 'daily', goal: 100_001 }, 'goal', CHALLENGE_MESSAGES.goalSteps],
    [{ kind: 'active_minutes', goal_type: 'daily', goal: 1_441 }, 'goal', CHALLENGE_MESSAGES.goalMinutes],
    [{ kind: 'habit', goal_type: 'total', goal: 10 }, 'goal', CHALLENGE_MESSAGES.habitGoal],
    [{ days_required: 3 }, 'days_required', CHALLENGE_MESSAGES.daysRequired],
    [{ goal_type: 'daily', goal: 8_000, days_required: 29 }, 'days_required', CHALLENGE_MESSAGES.daysRequired],
    [{ team_names: ['Solo'] }, 'team_names', CHALLENGE_MESSAGES.teams],
    [{ team_names: ['Owls', 'owls'] }, 'team_names', CHALLENGE_MESSAGES.teamsUnique],
    [{ teams: 'individual' }, 'team_names', CHALLENGE_MESSAGES.teamsIndividual],
    [{ ends_on: '2026-02-28' }, 'ends_on', CHALLENGE_MESSAGES.endsBeforeStart],
    [{ ends_on: '2027-03-02', join_until: '2026-03-02' }, 'ends_on', CHALLENGE_MESSAGES.tooLong],
    [{ join_until: '2026-01-29' }, 'join_until', CHALLENGE_MESSAGES.joinUntil],
    [{ join_until: '2026-03-29' }, 'join_until', CHALLENGE_MESSAGES.joinUntil],
    [{ points: 0 }, 'points', CHALLENGE_MESSAGES.points],
    [{ points: 100_001 }, 'points', CHALLENGE_MESSAGES.points],
  ])('refuses %o, naming %s', (change, path, message) => {
    expect(problem({ ...STEPS, ...change })).toEqual({ path, message });
  });

  it('joins from 30 days before the start', () => {
    expect(ZChallengeInput.safeParse({ ...STEPS, join_until: '2026-01-29' }).success).toBe(false);
    expect(ZChallengeInput.safeParse({ ...STEPS, join_until: '2026-01-30' }).success).toBe(true);
  });
});

describe('joining and logging', () => {
  it('takes a trimmed display name or none, never an empty one', () => {
    expect(ZJoinChallengeRequest.parse({ display_name: '  Sam  ' }).display_name).toBe('Sam');
    expect(ZJoinChallengeRequest.parse({ display_name: null }).display_name).toBeNull();
    expect(ZJoinChallengeRequest.safeParse({ display_name: '   ' }).success).toBe(false);
    expect(ZJoinChallengeRequest.safeParse({ display_name: 'x'.repeat(41) }).success).toBe(false);
    expect(ZJoinChallengeRequest.safeParse({}).success).toBe(false);
  });

  it('takes whole values within a day of steps, from the hand or the phone', () => {
    expect(ZChallengeEntryRequest.safeParse({ value: 100_000, source: 'phone' }).success).toBe(true);
    expect(ZChallengeEntryRequest.safeParse({ value: 100_001, source: 'manual' }).success).toBe(false);
    expect(ZChallengeEntryRequest.safeParse({ value: -1, source: 'manual' }).success).toBe(false);
    expect(ZChallengeEntryRequest.safeParse({ value: 1.5, source: 'manual' }).success).toBe(false);
    expect(ZChallengeEntryRequest.safeParse({ value: 1, source: 'watch' }).success).toBe(false);
  });
});

describe('dates that are no dates', () => {
  it('are refused by their own check, never thrown on by the challenge’s', () => {
    for (const day of ['someday', '2026-13-45', '', '-271821-04-20']) {
      expect(ZChallengeInput.safeParse({ ...STEPS, starts_on: day }).success).toBe(false);
      expect(ZChallengeInput.safeParse({ ...STEPS, join_until: day }).success).toBe(false);
    }
  });
});

describe('a name on the leaderboard', () => {
  /** The first problem's message, or the name as kept. */
  function nameOf(input: string): { name: string } | { refused: string } {
    const parsed = ZChallengeDisplayName.safeParse(input);
    return parsed.success ? { name: parsed.data } : { refused: parsed.error.issues[0]!.message };
  }
  const invisible = (character: string) => ({
    refused: fillMessage(CHALLENGE_MESSAGES.displayNameInvisible, { character }),
  });

  it.each([
    ['José Ñúñez', 'José Ñúñez'],
    ['李小龍', '李小龍'],
    ['Zoë O’Brien-Smith', 'Zoë O’Brien-Smith'],
    ['Ana & Co. (team 2)!', 'Ana & Co. (team 2)!'],
    ['what_a_walker?', 'what_a_walker?'],
    ['Дмитрий', 'Дмитрий'],
    ['محمد علي', 'محمد علي'],
    ['नमस्ते', 'नमस्ते'],
    ['Nguyễn Thị Ánh', 'Nguyễn Thị Ánh'],
    ['١٢٣ Sam', '١٢٣ Sam'],
    // Trimmed, runs of spaces (any kind) made one, an accent typed apart joined to its letter.
    ['  Ana   María  ', 'Ana María'],
    ['Ana\u00A0\u3000María', 'Ana María'],
    ['Jose\u0301', 'José'],
  ])('takes %j as %j', (input, name) => {
    expect(nameOf(input)).toEqual({ name });
  });

  it.each([
    ['an email address', 'noa.park@swift.test', { refused: CHALLENGE_MESSAGES.displayNameEmail }],
    ['any @', 'Noa @ home', { refused: CHALLENGE_MESSAGES.displayNameEmail }],
    ['a right-to-left override', 'Noa\u202Ekrap', invisible('U+202E')],
    ['a left-to-right embedding', '\u202ANoa', invisible('U+202A')],
    ['a pop', 'Noa\u202C', invisible('U+202C')],
    ['a left-to-right isolate', '\u2066Noa', invisible('U+2066')],
    ['a pop isolate', 'Noa\u2069', invisible('U+2069')],
    ['a left-to-right mark', 'No\u200Ea', invisible('U+200E')],
    ['a right-to-left mark', 'No\u200Fa', invisible('U+200F')],
    ['an Arabic letter mark', 'No\u061Ca', invisible('U+061C')],
    ['a zero-width space', 'No\u200Ba', invisible('U+200B')],
    ['a zero-width joiner', 'No\u200Da', invisible('U+200D')],
    ['a zero-width non-joiner', 'No\u200Ca', invisible('U+200C')],
    ['a word joiner', 'No\u2060a', invisible('U+2060')],
    ['a byte-order mark inside', 'No\uFEFFa', invisible('U+FEFF')],
    ['a C0 control', 'No\u0007a', invisible('U+0007')],
    ['a line break', 'No\na', invisible('U+000A')],
    ['a C1 control', 'No\u0085a', invisible('U+0085')],
    ['a Hangul filler', '\u3164', invisible('U+3164')],
    ['a variation selector', 'Noa\uFE0F', invisible('U+FE0F')],
    ['markup', '<b>Noa</b>', { refused: CHALLENGE_MESSAGES.displayNameMarkup }],
    ['a lone >', 'Noa > Sam', { refused: CHALLENGE_MESSAGES.displayNameMarkup }],
    ['a symbol', 'Noa #1', { refused: fillMessage(CHALLENGE_MESSAGES.displayNameCharacter, { character: '#' }) }],
    ['an emoji', 'Noa 🏃', { refused: fillMessage(CHALLENGE_MESSAGES.displayNameCharacter, { character: '🏃' }) }],
    [
      'a full-width at',
      'noa＠swift',
      { refused: fillMessage(CHALLENGE_MESSAGES.displayNameCharacter, { character: '＠' }) },
    ],
    [
      'marks piled on a letter',
      'Z\u0301\u0302\u0303\u0304\u0305algo',
      { refused: CHALLENGE_MESSAGES.displayNameMarks },
    ],
    ['a mark on nothing', '\u0301Noa', { refused: CHALLENGE_MESSAGES.displayNameMarks }],
    ['spaces only', '   ', { refused: CHALLENGE_MESSAGES.displayName }],
    ['41 characters', 'x'.repeat(41), { refused: CHALLENGE_MESSAGES.displayName }],
  ])('refuses %s, saying why', (_, input, expected) => {
    expect(nameOf(input)).toEqual(expected);
  });

  it('is the join’s and the change’s, and says why in Spanish too', () => {
    expect(ZJoinChallengeRequest.safeParse({ display_name: 'Sam\u202E' }).success).toBe(false);
    expect(ZDisplayNameRequest.safeParse({ display_name: 'sam@swift.test' }).success).toBe(false);
    expect(ZDisplayNameRequest.parse({ display_name: null }).display_name).toBeNull();
    const message = fillMessage(CHALLENGE_MESSAGES.displayNameInvisible, { character: 'U+202E' });
    expect(localizeMessage(message, CONTRACT_MESSAGES_ES)).toBe(
      'Un nombre en la clasificación no puede tener caracteres invisibles ni que cambien la dirección del texto: quite U+202E.',
    );
  });

  it('shows a stored name that breaks the rule as none (“A member”), and a good one as kept', () => {
    expect(toShownDisplayName('Morgan')).toBe('Morgan');
    expect(toShownDisplayName('Ana  María')).toBe('Ana María');
    expect(toShownDisplayName(null)).toBeNull();
    for (const stored of ['Noa\u202Ekrap', 'morgan@swift.test', '<b>x</b>', 'x\u200D', '', 'x'.repeat(41)]) {
      expect(toShownDisplayName(stored)).toBeNull();
    }
  });
});

describe('the join window', () => {
  it('opens 30 days before the first day', () => {
    expect(challengeJoinOpensOn('2026-03-01')).toBe('2026-01-30');
  });
});
