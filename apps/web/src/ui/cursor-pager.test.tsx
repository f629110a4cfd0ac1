import { render, screen } from '../test/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CursorPager, useCursorPages } from './cursor-pager';

/** A list whose server answers page n with the cursor `p<n+1>`, and none after the third page. */
function PagedList() {
  const pages = useCursorPages();
  const page = pages.cursor === null ? 1 : Number(pages.cursor.slice(1));
  return (
    <>
      <p data-testid="page">{`page ${page}`}</p>
      <button type="button" onClick={pages.reset}>
        Filter
      </button>
      <CursorPager
        label="Pages of rows"
        pages={pages}
        nextCursor={page < 3 ? `p${page + 1}` : null}
        previousText="Previous page"
        nextText="Next page"
      />
    </>
  );
}

describe('CursorPager', () => {
  it('goes forward by the server’s cursors and back through the ones before, disabled at either end', async () => {
    const user = userEvent.setup();
    render(<PagedList />);
    const nav = screen.getByRole('navigation', { name: 'Pages of rows' });
    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(nav).toContainElement(next);
    expect(previous).toBeDisabled();

    await user.click(next);
    await user.click(next);
    expect(screen.getByTestId('page')).toHaveTextContent('page 3');
    expect(next).toBeDisabled();

    await user.click(previous);
    expect(screen.getByTestId('page')).toHaveTextContent('page 2');
    expect(previous).toBeEnabled();
  });

  it('starts again from the first page when a filter changes', async () => {
    const user = userEvent.setup();
    render(<PagedList />);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(screen.getByTestId('page')).toHaveTextContent('page 1');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });
});
