import { render, screen } from '../test/render';
import { describe, expect, it } from 'vitest';
import { TableRegion } from './table-region';

function rows() {
  return (
    <tbody>
      <tr>
        <td>Morgan Lee</td>
      </tr>
    </tbody>
  );
}

describe('TableRegion', () => {
  it('names the region and the table by the caption, and lets a keyboard focus the region to scroll it', () => {
    render(<TableRegion caption="Members">{rows()}</TableRegion>);
    const region = screen.getByRole('region', { name: 'Members' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveClass('overflow-x-auto');
    expect(screen.getByRole('table', { name: 'Members' })).toContainElement(screen.getByText('Morgan Lee'));
  });

  it('takes its own name when given one, the table keeping the caption', () => {
    render(
      <TableRegion caption="Rows of the file, page 2 of 3" label="Rows of the file" tableClassName="min-w-[40rem]">
        {rows()}
      </TableRegion>,
    );
    expect(screen.getByRole('region', { name: 'Rows of the file' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Rows of the file, page 2 of 3' });
    expect(table).toHaveClass('w-full', 'min-w-[40rem]');
  });
});
