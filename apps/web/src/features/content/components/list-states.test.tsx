import { render, screen } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadMore } from './list-states';
import type { PagedQuery } from './list-states';

function pagedQuery(overrides: Partial<PagedQuery> = {}): PagedQuery {
  return {
    hasNextPage: true,
    isFetchingNextPage: false,
    isFetchNextPageError: false,
    error: null,
    fetchNextPage: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
}

describe('LoadMore', () => {
  it('loads the next page on request and says it is busy while loading', async () => {
    const query = pagedQuery();
    const { rerender } = render(<LoadMore query={query} errorMessage="We couldn't load more videos. Try again." />);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(query.fetchNextPage).toHaveBeenCalledTimes(1);

    rerender(<LoadMore query={{ ...query, isFetchingNextPage: true }} errorMessage="x" />);
    const busy = screen.getByRole('button', { name: /Loading more/ });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
  });

  it('shows a failed next page with a retry, and nothing once the list is complete', async () => {
    const query = pagedQuery({ isFetchNextPageError: true, error: new Error('boom') });
    const { rerender } = render(<LoadMore query={query} errorMessage="We couldn't load more videos. Try again." />);
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load more videos. Try again.");
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(query.fetchNextPage).toHaveBeenCalledTimes(1);

    rerender(<LoadMore query={pagedQuery({ hasNextPage: false })} errorMessage="x" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
