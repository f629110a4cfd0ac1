import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@/test/render';
import { ScanConsent } from './scan-consent';

describe('ScanConsent', () => {
  it('asks for the tick beside the box, focuses it, and goes on only once it is ticked', async () => {
    const onAgree = vi.fn();
    const user = userEvent.setup();
    render(<ScanConsent onAgree={onAgree} />);
    const box = screen.getByLabelText('I understand, and I agree to scan my face with the camera');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(box).toHaveAccessibleDescription(/Tick the box to continue/));
    expect(box).toHaveFocus();
    expect(onAgree).not.toHaveBeenCalled();
    await user.click(box);
    await waitFor(() => expect(box).toBeValid());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onAgree).toHaveBeenCalledOnce());
  });
});
