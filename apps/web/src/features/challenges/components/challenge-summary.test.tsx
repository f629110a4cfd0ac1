import { render, screen } from '@/test/render';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeMemberChallenge } from '@/test/challenge-fixtures';
import { activateTestLocale } from '@/test/i18n';
import { ChallengeFacts } from './challenge-summary';

// Starts on 1 February 2027: joining opens 30 days before, on 2 January.
const LATER = makeMemberChallenge({
  starts_on: '2027-02-01',
  ends_on: '2027-02-28',
  join_until: '2027-02-28',
  closes_on: '2027-03-07',
  status: 'upcoming',
  can_join: false,
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 28, 12, 0));
});

describe('a challenge not open to join yet', () => {
  it('says from when members can join', () => {
    render(<ChallengeFacts challenge={LATER} />);
    expect(screen.getByText('Opens to join on January 2, 2027')).toBeInTheDocument();
    expect(screen.queryByText('Starts soon')).not.toBeInTheDocument();
  });

  it('says it in Spanish', () => {
    activateTestLocale('es');
    render(<ChallengeFacts challenge={LATER} />);
    expect(screen.getByText('Inscripción a partir del 2 de enero de 2027')).toBeInTheDocument();
  });

  it('still starts soon once joining has closed before its first day', () => {
    render(
      <ChallengeFacts
        challenge={makeMemberChallenge({ ...LATER, starts_on: '2026-12-10', join_until: '2026-11-20' })}
      />,
    );
    expect(screen.getByText('Starts soon')).toBeInTheDocument();
  });
});
