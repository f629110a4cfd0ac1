import { render, screen } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { encodeHandoff } from '../utils/handoff-link';
import { HandoffRelay } from './handoff-relay';

const HANDOFF = {
  url: 'https://ally-health.example/sso',
  fields: { id_token: 'header.payload.signature' },
  expires_at: '2026-11-24T03:20:00.000Z',
};
const BEFORE_EXPIRY = () => Date.parse('2026-11-24T03:19:00.000Z');

describe('HandoffRelay', () => {
  it('names where the member is going and posts the handoff there when they continue', async () => {
    const forget = vi.fn();
    render(<HandoffRelay fragment={`#${encodeHandoff(HANDOFF)}`} forgetFragment={forget} now={BEFORE_EXPIRY} />);
    expect(forget).toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Continue to ally-health.example' })).toBeInTheDocument();
    const form = screen.getByRole('button', { name: 'Continue to ally-health.example' }).closest('form');
    expect(form).toHaveAttribute('action', HANDOFF.url);
    expect(form).toHaveAttribute('method', 'post');
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual(HANDOFF.fields);
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    form?.addEventListener('submit', onSubmit);
    await userEvent.click(screen.getByRole('button', { name: 'Continue to ally-health.example' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('sends the member back to the app when the handoff has expired or is missing', () => {
    const { unmount } = render(
      <HandoffRelay
        fragment={encodeHandoff(HANDOFF)}
        forgetFragment={() => undefined}
        now={() => Date.parse(HANDOFF.expires_at)}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: "This sign-on link can't be used" })).toBeInTheDocument();
    expect(screen.getByText(/only valid for a couple of minutes/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    render(<HandoffRelay fragment="" forgetFragment={() => undefined} />);
    expect(screen.getByText(/It is incomplete/)).toBeInTheDocument();
  });
});
