import { render, screen } from '../test/render';
import { describe, expect, it } from 'vitest';
import { Cell, HeaderCell, Table, TableBody, TableCaption, TableDensityProvider, TableHead } from './table';
import { TableRegion } from './table-region';
import type { TableDensity } from './table';

function Rows() {
  return (
    <>
      <TableHead>
        <tr>
          <HeaderCell>Name</HeaderCell>
          <HeaderCell>Status</HeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        <tr>
          <HeaderCell scope="row" className="font-normal">
            Morgan Lee
          </HeaderCell>
          <Cell>Active</Cell>
        </tr>
      </TableBody>
    </>
  );
}

function renderTable(density?: TableDensity) {
  render(
    <Table density={density} data-testid="members-table">
      <TableCaption>Members</TableCaption>
      <Rows />
    </Table>,
  );
}

describe('Table', () => {
  it('is named by its caption, which only screen readers read, and passes its own attributes on', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Members' });
    expect(table).toHaveAttribute('data-testid', 'members-table');
    expect(screen.getByText('Members')).toHaveClass('sr-only');
  });

  it('gives column headers the column scope and a row header the row scope', () => {
    renderTable();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('scope', 'col');
    expect(screen.getByRole('columnheader', { name: 'Status' })).toHaveClass('font-semibold');
    const rowHeader = screen.getByRole('rowheader', { name: 'Morgan Lee' });
    expect(rowHeader).toHaveAttribute('scope', 'row');
    expect(rowHeader).not.toHaveClass('font-semibold');
  });

  it('pads every cell alike: regular by default, under a muted header', () => {
    renderTable();
    expect(screen.getByRole('cell', { name: 'Active' })).toHaveClass('px-3', 'py-2');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveClass('px-3', 'py-2');
    expect(screen.getAllByRole('rowgroup')[0]).toHaveClass('bg-surface-muted');
  });

  it('pads a compact table’s cells less, under a plain header', () => {
    renderTable('compact');
    for (const cell of [
      screen.getByRole('cell', { name: 'Active' }),
      screen.getByRole('columnheader', { name: 'Name' }),
      screen.getByRole('rowheader', { name: 'Morgan Lee' }),
    ]) {
      expect(cell).toHaveClass('py-1', 'pr-3');
      expect(cell).not.toHaveClass('px-3');
    }
    expect(screen.getAllByRole('rowgroup')[0]).not.toHaveClass('bg-surface-muted');
  });

  it('takes its density from a provider when TableRegion renders the table', () => {
    render(
      <TableDensityProvider density="compact">
        <TableRegion caption="Members">
          <Rows />
        </TableRegion>
      </TableDensityProvider>,
    );
    expect(screen.getByRole('table', { name: 'Members' })).toContainElement(
      screen.getByRole('cell', { name: 'Active' }),
    );
    expect(screen.getByRole('cell', { name: 'Active' })).toHaveClass('py-1', 'pr-3');
  });
});
