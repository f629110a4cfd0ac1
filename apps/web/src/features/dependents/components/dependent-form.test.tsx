import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { httpStatusError } from '@/api/create-client';
import { render, screen, waitFor } from '@/test/render';
import { DependentForm } from './dependent-form';
import type { DependentFormProps } from './dependent-form';

function renderForm(onSubmit: DependentFormProps['onSubmit']) {
  render(<DependentForm childMaxAge={18} submitLabel="Add dependent" onSubmit={onSubmit} onCancel={vi.fn()} />);
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, relationship: string, dateOfBirth: string) {
  await user.type(screen.getByLabelText('First name'), 'Kai');
  await user.type(screen.getByLabelText('Last name'), 'Lee');
  await user.selectOptions(screen.getByLabelText('Relationship'), relationship);
  await user.type(screen.getByLabelText('Date of birth'), dateOfBirth);
}

describe('DependentForm', () => {
  it("refuses a child at the tenant's age limit beside the birth date, until the relationship says otherwise", async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    renderForm(onSubmit);
    await fillIn(user, 'Child', '2000-01-01');
    await user.click(screen.getByRole('button', { name: 'Add dependent' }));
    const birthDate = screen.getByLabelText('Date of birth');
    await waitFor(() => expect(birthDate).toHaveAccessibleDescription(/A child dependent must be under 18\./));
    expect(birthDate).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByLabelText('Relationship'), 'Other');
    await waitFor(() => expect(birthDate).toBeValid());
    await user.click(screen.getByRole('button', { name: 'Add dependent' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        first_name: 'Kai',
        last_name: 'Lee',
        relationship: 'other',
        date_of_birth: '2000-01-01',
        email: null,
      }),
    );
  });

  it('says in the form why it could not be saved when no field is to blame, and may be sent again', async () => {
    const onSubmit = vi
      .fn<DependentFormProps['onSubmit']>()
      .mockRejectedValueOnce(
        httpStatusError({ status: 503, statusText: '', data: { statusCode: 503, message: 'Down' }, headers: {} }),
      )
      .mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    renderForm(onSubmit);
    await fillIn(user, 'Spouse or partner', '1988-03-04');
    await user.click(screen.getByRole('button', { name: 'Add dependent' }));
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Kai');
    await user.click(screen.getByRole('button', { name: 'Add dependent' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    await waitFor(() =>
      expect(screen.queryByText('Something went wrong on our side. Please try again.')).not.toBeInTheDocument(),
    );
  });
});
