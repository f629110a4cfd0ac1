import { describe, expect, it } from 'vitest';
import {
  canZoomIn,
  canZoomOut,
  createImagePreviewState,
  formatZoom,
  getImageTransform,
  hasNext,
  hasPrevious,
  imagePreviewReducer,
  ZOOM_MAX,
  ZOOM_MIN,
  ZOOM_STEP,
} from './image-preview-state';
import type { ImagePreviewAction, ImagePreviewState } from './image-preview-state';

function run(state: ImagePreviewState, ...actions: ImagePreviewAction[]) {
  return actions.reduce(imagePreviewReducer, state);
}

function repeat(action: ImagePreviewAction, times: number): ImagePreviewAction[] {
  return Array.from({ length: times }, () => action);
}

describe('imagePreviewReducer', () => {
  const initial = createImagePreviewState(0, 3);

  it('uses docs/product.md’s constants', () => {
    expect([ZOOM_STEP, ZOOM_MAX, ZOOM_MIN]).toEqual([0.12, 3, 0.1]);
    expect(initial).toEqual({ index: 0, count: 3, zoom: 1, rotation: 0, pan: { x: 0, y: 0 } });
  });

  it('zooms in by 0.12 steps, rounded to two decimals, and stops at exactly 3', () => {
    expect(run(initial, { type: 'zoomIn' }).zoom).toBe(1.12);
    expect(run(initial, ...repeat({ type: 'zoomIn' }, 5)).zoom).toBe(1.6);
    const top = run(initial, ...repeat({ type: 'zoomIn' }, 30));
    expect(top.zoom).toBe(3);
    expect(canZoomIn(top)).toBe(false);
    expect(imagePreviewReducer(top, { type: 'zoomIn' })).toBe(top);
  });

  it('zooms out and stops at exactly 0.1', () => {
    expect(run(initial, { type: 'zoomOut' }).zoom).toBe(0.88);
    const bottom = run(initial, ...repeat({ type: 'zoomOut' }, 30));
    expect(bottom.zoom).toBe(0.1);
    expect(canZoomOut(bottom)).toBe(false);
    expect(canZoomIn(bottom)).toBe(true);
  });

  it('clamps and rounds an arbitrary zoom', () => {
    expect(run(initial, { type: 'zoomTo', zoom: 10 }).zoom).toBe(3);
    expect(run(initial, { type: 'zoomTo', zoom: -1 }).zoom).toBe(0.1);
    expect(run(initial, { type: 'zoomTo', zoom: 1.23456 }).zoom).toBe(1.23);
  });

  it('keeps the point under the pointer still when zooming around it', () => {
    const zoomed = run(initial, { type: 'zoomTo', zoom: 2, origin: { x: 100, y: -50 } });
    expect(zoomed.pan).toEqual({ x: -100, y: 50 });
    // The image point under (100, -50) before: (100 - 0) / 1; after: (100 - -100) / 2 — the same.
    const centred = run(initial, { type: 'zoomTo', zoom: 2 });
    expect(centred.pan).toEqual({ x: 0, y: 0 });
  });

  it('pans only when zoomed in, and recentres at fit or smaller', () => {
    expect(run(initial, { type: 'panBy', dx: 10, dy: 10 })).toBe(initial);
    const panned = run(initial, { type: 'zoomTo', zoom: 2 }, { type: 'panBy', dx: 30, dy: -20 });
    expect(panned.pan).toEqual({ x: 30, y: -20 });
    expect(run(panned, { type: 'zoomTo', zoom: 1 }).pan).toEqual({ x: 0, y: 0 });
  });

  it('rotates in 90° steps both ways and cycles', () => {
    expect(run(initial, { type: 'rotateRight' }).rotation).toBe(90);
    expect(run(initial, { type: 'rotateLeft' }).rotation).toBe(270);
    expect(run(initial, ...repeat({ type: 'rotateRight' }, 4)).rotation).toBe(0);
    expect(run(initial, ...repeat({ type: 'rotateLeft' }, 5)).rotation).toBe(270);
  });

  it('resets zoom, rotation and pan', () => {
    const changed = run(initial, { type: 'zoomTo', zoom: 2, origin: { x: 5, y: 5 } }, { type: 'rotateRight' });
    expect(run(changed, { type: 'reset' })).toEqual(initial);
  });

  it('moves within bounds without wrapping, and starts each image afresh', () => {
    expect(hasPrevious(initial)).toBe(false);
    expect(run(initial, { type: 'previous' })).toBe(initial);
    const second = run(initial, { type: 'zoomIn' }, { type: 'rotateRight' }, { type: 'next' });
    expect(second).toEqual({ ...initial, index: 1 });
    const last = run(second, { type: 'next' }, { type: 'next' }, { type: 'next' });
    expect(last.index).toBe(2);
    expect(hasNext(last)).toBe(false);
    expect(run(last, { type: 'previous' }).index).toBe(1);
  });

  it('goes to a given index, clamped to the images there are', () => {
    expect(run(initial, { type: 'goTo', index: 2 }).index).toBe(2);
    expect(run(initial, { type: 'goTo', index: 9 }).index).toBe(2);
    expect(run(initial, { type: 'goTo', index: 4, count: 5 })).toMatchObject({ index: 4, count: 5 });
    expect(createImagePreviewState(-3, 3).index).toBe(0);
  });

  it('formats the zoom and builds the transform', () => {
    expect(formatZoom(1.2)).toBe('120%');
    expect(formatZoom(0.1)).toBe('10%');
    const state = run(initial, { type: 'zoomTo', zoom: 1.5, origin: { x: 10, y: 0 } }, { type: 'rotateRight' });
    expect(getImageTransform(state)).toBe('translate(-5px, 0px) scale(1.5) rotate(90deg)');
  });
});
