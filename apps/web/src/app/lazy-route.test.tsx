import { act, render, screen } from '../test/render';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyRoute } from './lazy-route';

function Greeting({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

describe('lazyRoute', () => {
  it('renders a preloaded component at once, without suspending', async () => {
    const load = vi.fn(async () => Greeting);
    const LazyGreeting = lazyRoute(load);
    await LazyGreeting.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyGreeting name="Sam" />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Hello Sam' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    await LazyGreeting.preload();
    expect(load).toHaveBeenCalledOnce();
  });

  it('suspends with the fallback until the code has loaded', async () => {
    let finish: (component: typeof Greeting) => void = () => undefined;
    const LazyGreeting = lazyRoute(() => new Promise<typeof Greeting>((resolve) => (finish = resolve)));
    // An async act lets React retry the suspended render once the code arrives.
    await act(async () =>
      render(
        <Suspense fallback={<p>Loading</p>}>
          <LazyGreeting name="Sam" />
        </Suspense>,
      ),
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => finish(Greeting));
    expect(screen.getByRole('heading', { name: 'Hello Sam' })).toBeInTheDocument();
  });

  it('forgets a failed load, so the next attempt loads again', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Greeting);
    const LazyGreeting = lazyRoute(load);
    await expect(LazyGreeting.preload()).rejects.toThrow('Failed to fetch');
    await expect(LazyGreeting.preload()).resolves.toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
