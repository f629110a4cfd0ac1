import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TPreScanAnswers } from '@portal/contracts/health-scan';
import { render, screen, waitFor, within } from '@/test/render';
import { PreScanQuestions } from './pre-scan-questions';

const given: TPreScanAnswers = {
  caffeine: false,
  nicotine: true,
  exercise: false,
  rate_medicine: 'none',
  rhythm_condition: false,
  age_band: '40-49',
  sex: 'female',
};

const group = (name: RegExp) => screen.getByRole('group', { name });

describe('PreScanQuestions', () => {
  it('names each question left, clears it once answered, and focuses the first', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<PreScanQuestions askAgeBand={false} onSubmit={onSubmit} onBack={vi.fn()} />);
    await user.click(within(group(/coffee/)).getByLabelText('No'));
    await user.click(screen.getByRole('button', { name: 'Continue to the scan' }));
    await waitFor(() => expect(screen.getAllByText('Choose an answer.')).toHaveLength(5));
    expect(within(group(/Smoked/)).getByLabelText('Yes')).toHaveFocus();
    expect(group(/coffee/)).not.toHaveAttribute('aria-invalid');
    await user.click(within(group(/Smoked/)).getByLabelText('No'));
    await waitFor(() => expect(screen.getAllByText('Choose an answer.')).toHaveLength(4));
    expect(group(/Smoked/)).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the answers given before, and hands them on as they are (no age band when not asked)', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<PreScanQuestions askAgeBand={false} initial={given} onSubmit={onSubmit} onBack={vi.fn()} />);
    expect(within(group(/Smoked/)).getByLabelText('Yes')).toBeChecked();
    expect(screen.queryByRole('group', { name: /How old/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to the scan' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    const { age_band: _notAsked, ...rest } = given;
    expect(onSubmit).toHaveBeenCalledWith(rest);
  });
});
