import { describe, expect, it, vi } from 'vitest';
import { createBrowserHistory, createMemoryHistory, createPath, parsePath } from './history';

describe('paths', () => {
  it('reads and writes an address by its parts', () => {
    expect(parsePath('/a/b?c=1#d')).toEqual({ pathname: '/a/b', search: '?c=1', hash: '#d' });
    expect(parsePath('?c=1')).toEqual({ search: '?c=1' });
    expect(createPath({ pathname: '/a', search: 'c=1', hash: 'd' })).toBe('/a?c=1#d');
    expect(createPath({ pathname: '/a', search: '?', hash: '#' })).toBe('/a');
  });
});

describe('the memory history', () => {
  it('pushes (dropping what was ahead), replaces and goes, telling its listeners each time', () => {
    const history = createMemoryHistory({ initialEntries: ['/a', '/b', '/c'], initialIndex: 1 });
    const updates: string[] = [];
    history.listen(({ action, location }) => updates.push(`${action} ${location.pathname}`));
    expect(history.location).toMatchObject({ pathname: '/b', state: null });
    history.push({ pathname: '/d', search: '?x=1', hash: '' }, { from: 'b' });
    expect(history.location).toMatchObject({ pathname: '/d', search: '?x=1', state: { from: 'b' } });
    history.go(1);
    history.replace({ pathname: '/e', search: '', hash: '' });
    history.go(-5);
    expect(updates).toEqual(['PUSH /d', 'POP /d', 'REPLACE /e', 'POP /a']);
    expect(history.location.key).toBe('default');
  });
});

describe('the browser history', () => {
  it("keeps each entry's state, key and place in the browser's history, and hears back and forward", async () => {
    window.history.replaceState(null, '', '/start');
    const history = createBrowserHistory();
    expect(window.history.state).toEqual({ idx: 0 });
    expect(history.location).toMatchObject({ pathname: '/start', key: 'default', state: null });
    const listener = vi.fn();
    const stop = history.listen(listener);
    history.push({ pathname: '/next', search: '?q=1', hash: '' }, { notice: 'hi' });
    expect(window.location.pathname + window.location.search).toBe('/next?q=1');
    expect(window.history.state).toEqual({ usr: { notice: 'hi' }, key: history.location.key, idx: 1 });
    history.replace({ pathname: '/other', search: '', hash: '' });
    expect(window.history.state).toMatchObject({ idx: 1 });
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    history.go(-1);
    await popped;
    expect(listener.mock.calls.map(([update]) => `${update.action} ${update.location.pathname}`)).toEqual([
      'PUSH /next',
      'REPLACE /other',
      'POP /start',
    ]);
    stop();
  });
});
