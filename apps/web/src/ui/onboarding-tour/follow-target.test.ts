import type * as FloatingUi from '@floating-ui/dom';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

type Position = { x: number; y: number };
/** Each computePosition call's answer, delivered when the test says so. */
const pending: Array<(position: Position) => void> = [];

// Test files share their worker's modules: the modules that import what this file replaces are loaded
// afresh for it (with its stand-ins), and dropped after it (so the next file loads the real ones).
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

vi.mock('@floating-ui/dom', async (importOriginal) => ({
  ...(await importOriginal<typeof FloatingUi>()),
  // Runs the update at once, as autoUpdate does, and then only when the test calls it again.
  autoUpdate: (_target: Element, _card: HTMLElement, update: () => void) => {
    update();
    return () => undefined;
  },
  computePosition: () => new Promise<Position>((resolve) => pending.push(resolve)),
}));

const { followTarget } = await import('./follow-target');

afterEach(() => {
  pending.length = 0;
});

describe('followTarget', () => {
  it('writes the computed position to the card', async () => {
    const card = document.createElement('div');
    followTarget(document.createElement('button'), card);
    pending[0]?.({ x: 12, y: 34 });
    await vi.waitFor(() => expect(card.style.top).toBe('34px'), { timeout: 5_000 });
    expect(card.style.left).toBe('12px');
  });

  it('drops a position that arrives after the card stopped following that target', async () => {
    const card = document.createElement('div');
    const stop = followTarget(document.createElement('button'), card);
    // The step moves on: the card follows the next target, whose position is known first.
    stop();
    followTarget(document.createElement('button'), card);
    pending[1]?.({ x: 200, y: 300 });
    await vi.waitFor(() => expect(card.style.top).toBe('300px'), { timeout: 5_000 });
    // The first target's position arrives late and changes nothing.
    pending[0]?.({ x: 1, y: 2 });
    await Promise.resolve();
    await Promise.resolve();
    expect(card.style.top).toBe('300px');
    expect(card.style.left).toBe('200px');
  });
});
