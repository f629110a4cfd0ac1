import { act, render, screen } from '../test/render';
import { useNavigate } from '@/navigation/router/hooks';
import { MemoryRouter } from '@/navigation/router/routers';
import { describe, expect, it } from 'vitest';
import { createNavigationHistory, useNavigationHistory, useTrackNavigationHistory } from './navigation-history';
import type { NavigationHistory } from './navigation-history';

function tracker() {
  const history = createNavigationHistory();
  history.record('POP', { key: 'a', pathname: '/dashboard/home' });
  const go = (type: 'PUSH' | 'POP' | 'REPLACE', key: string, pathname: string) =>
    history.record(type, { key, pathname });
  return { history, go };
}

describe('navigation history', () => {
  it('starts at the first location, at the root', () => {
    const history = createNavigationHistory();
    expect(history.getState()).toMatchObject({ entries: [], index: 0 });
    history.record('POP', { key: 'a', pathname: '/dashboard/home' });
    expect(history.getState()).toEqual({
      entries: [{ key: 'a', pathname: '/dashboard/home' }],
      index: 0,
      action: 'pop',
      direction: 'root',
    });
  });

  it('tracks push (forward), pop (back or forward) and replace (root)', () => {
    const { history, go } = tracker();
    expect(history.getState()).toMatchObject({ index: 0, direction: 'root' });

    go('PUSH', 'b', '/dashboard/articles');
    go('PUSH', 'c', '/dashboard/articles/1');
    expect(history.getState()).toMatchObject({ action: 'push', direction: 'forward', index: 2 });
    expect(history.getState().entries.map((entry) => entry.key)).toEqual(['a', 'b', 'c']);

    go('POP', 'b', '/dashboard/articles');
    expect(history.getState()).toMatchObject({ action: 'pop', direction: 'back', index: 1 });

    go('POP', 'c', '/dashboard/articles/1');
    expect(history.getState()).toMatchObject({ action: 'pop', direction: 'forward', index: 2 });

    go('POP', 'a', '/dashboard/home');
    go('PUSH', 'd', '/dashboard/videos');
    expect(history.getState().entries.map((entry) => entry.key)).toEqual(['a', 'd']);

    go('REPLACE', 'e', '/login');
    expect(history.getState()).toMatchObject({ action: 'replace', direction: 'root', index: 0 });
    expect(history.getState().entries).toEqual([{ key: 'e', pathname: '/login' }]);
  });

  it('ignores repeats of the same entry (re-renders)', () => {
    const { history, go } = tracker();
    const before = history.getState();
    go('PUSH', 'a', '/dashboard/home');
    expect(history.getState()).toBe(before);
  });

  it('treats a pop to an unknown entry as back', () => {
    const { history, go } = tracker();
    go('POP', 'older', '/dashboard/videos');
    expect(history.getState()).toMatchObject({ direction: 'back', index: 0 });
  });
});

describe('useTrackNavigationHistory', () => {
  function Probe({ history }: { history: NavigationHistory }) {
    useTrackNavigationHistory(history);
    const { direction, canGoBack, entries } = useNavigationHistory(history);
    const navigate = useNavigate();
    return (
      <>
        <p data-testid="state">{`${direction} ${String(canGoBack)} ${entries.map((entry) => entry.pathname).join(',')}`}</p>
        <button type="button" onClick={() => void navigate('/dashboard/articles')}>
          push
        </button>
        <button type="button" onClick={() => void navigate(-1)}>
          back
        </button>
        <button type="button" onClick={() => void navigate('/login', { replace: true })}>
          replace
        </button>
      </>
    );
  }

  it('follows the router through useLocation and useNavigationType', () => {
    const history = createNavigationHistory();
    render(
      <MemoryRouter initialEntries={['/dashboard/home']}>
        <Probe history={history} />
      </MemoryRouter>,
    );
    const state = () => screen.getByTestId('state').textContent;
    expect(state()).toBe('root false /dashboard/home');
    act(() => screen.getByRole('button', { name: 'push' }).click());
    expect(state()).toBe('forward true /dashboard/home,/dashboard/articles');
    act(() => screen.getByRole('button', { name: 'back' }).click());
    expect(state()).toBe('back false /dashboard/home,/dashboard/articles');
    act(() => screen.getByRole('button', { name: 'replace' }).click());
    expect(state()).toBe('root false /login');
  });
});
