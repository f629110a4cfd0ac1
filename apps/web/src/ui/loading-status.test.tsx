import { describe, expect, it } from 'vitest';
import { render, screen } from '@/test/render';
import { LoadingStatus } from '@/ui/loading-status';

describe('LoadingStatus', () => {
  it('says what is loading in a status line, beside a decorative spinner', () => {
    render(<LoadingStatus>Loading your files…</LoadingStatus>);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading your files…');
    expect(status).toHaveClass('flex', 'items-center', 'gap-2', 'text-muted-foreground');
    const spinner = status.querySelector('svg');
    expect(spinner).toHaveAttribute('aria-hidden', 'true');
    expect(spinner).toHaveClass('animate-spin', 'size-4');
  });

  it('takes a larger spinner and an extra class', () => {
    render(
      <LoadingStatus size="md" className="text-sm">
        Loading…
      </LoadingStatus>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading…');
    expect(status).toHaveClass('text-sm', 'text-muted-foreground');
    expect(status.querySelector('svg')).toHaveClass('animate-spin', 'size-5');
  });
});
