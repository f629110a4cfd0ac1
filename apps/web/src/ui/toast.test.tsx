import { act, render, screen } from '../test/render';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from './toaster';
import { getToasts, resetToasts, toast, TOAST_DURATION, TOAST_LIMIT } from './use-toast';

afterEach(() => act(() => resetToasts()));

describe('toast', () => {
  it('shows at most one toast at a time, 5 s by default', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION).toBe(5000);
    toast({ title: 'First' });
    toast({ title: 'Second' });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]?.title).toBe('Second');
  });

  it.each(['default', 'destructive', 'success'] as const)('renders the %s variant', (variant) => {
    render(<Toaster />);
    act(() => {
      toast({ title: `A ${variant} toast`, description: 'Details', variant });
    });
    const title = screen.getByText(`A ${variant} toast`);
    expect(title.closest('[data-variant]')).toHaveAttribute('data-variant', variant);
    expect(screen.getByText('Details')).toBeInTheDocument();
  });

  it('labels the viewport with the F8 hotkey and closes with a labelled button', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Saved' });
    });
    expect(screen.getByRole('region', { name: /F8/ })).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Close notification' }).click());
    expect(getToasts()[0]?.open).toBe(false);
  });
});
