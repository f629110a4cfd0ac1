import { render, screen } from '../test/render';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FilterSelect } from './filter-select';

type Status = 'active' | 'invited';

function StatusFilter({ onChange }: { onChange: (value: Status | '') => void }) {
  const [status, setStatus] = useState<Status | ''>('');
  return (
    <FilterSelect
      label="Status"
      value={status}
      onChange={(value) => {
        setStatus(value);
        onChange(value);
      }}
      anyText="Any status"
      options={[
        { value: 'active', label: 'Active' },
        { value: 'invited', label: 'Invited' },
      ]}
    />
  );
}

describe('FilterSelect', () => {
  it('is labelled, starts unfiltered and hands back the chosen value, or none', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    render(<StatusFilter onChange={(value) => chosen.push(value)} />);
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveDisplayValue('Any status');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Any status',
      'Active',
      'Invited',
    ]);
    await user.selectOptions(select, 'Invited');
    expect(select).toHaveDisplayValue('Invited');
    await user.selectOptions(select, 'Any status');
    expect(chosen).toEqual(['invited', '']);
  });
});
