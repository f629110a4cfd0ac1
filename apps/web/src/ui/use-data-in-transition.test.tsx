import { render, screen } from '@/test/render';
import { describe, expect, it } from 'vitest';
import { useDataInTransition } from './use-data-in-transition';

function Report({ data, seen }: { data?: string; seen: (string | undefined)[] }) {
  const shown = useDataInTransition(data);
  seen.push(shown);
  return <p data-testid="shown">{shown ?? 'nothing'}</p>;
}

describe('useDataInTransition', () => {
  it('shows data that arrives in a later render, never the earlier figures meanwhile', () => {
    const seen: (string | undefined)[] = [];
    const { rerender } = render(<Report data="January" seen={seen} />);
    expect(screen.getByTestId('shown')).toHaveTextContent('January');
    seen.length = 0;
    rerender(<Report data="February" seen={seen} />);
    expect(screen.getByTestId('shown')).toHaveTextContent('February');
    // The urgent render showed nothing (not January's figures), the transition's render February's.
    expect(seen).toEqual([undefined, 'February']);
  });

  it('shows data already there when the screen mounts at once', () => {
    const seen: (string | undefined)[] = [];
    render(<Report data="cached" seen={seen} />);
    expect(seen).toEqual(['cached']);
  });

  it('shows nothing while there is no data', () => {
    const seen: (string | undefined)[] = [];
    const { rerender } = render(<Report data="January" seen={seen} />);
    rerender(<Report seen={seen} />);
    expect(screen.getByTestId('shown')).toHaveTextContent('nothing');
  });
});
