/** §9: the image preview's zoom step and limits. */
export const ZOOM_STEP = 0.12;
export const ZOOM_MAX = 3;
export const ZOOM_MIN = 0.1;
export const ROTATION_STEP = 90;

export interface Point {
  x: number;
  y: number;
}

export interface ImagePreviewState {
  index: number;
  count: number;
  /** 1 is fit to the screen. */
  zoom: number;
  /** Degrees clockwise: 0, 90, 180 or 270. */
  rotation: number;
  /** Offset of the image's centre from the stage's centre, in screen pixels. */
  pan: Point;
}

export type ImagePreviewAction =
  | { type: 'zoomIn' }
  | { type: 'zoomOut' }
  /** Zoom to `zoom`, keeping the point `origin` (relative to the stage's centre) under the pointer. */
  | { type: 'zoomTo'; zoom: number; origin?: Point }
  | { type: 'reset' }
  | { type: 'rotateLeft' }
  | { type: 'rotateRight' }
  | { type: 'previous' }
  | { type: 'next' }
  | { type: 'goTo'; index: number; count?: number }
  | { type: 'panBy'; dx: number; dy: number };

const CENTRE: Point = { x: 0, y: 0 };

/** Two decimals, so 0.12 steps land exactly on 1.12, 2.92 … and the limits. */
export function roundZoom(zoom: number): number {
  return Math.round(zoom * 100) / 100;
}

export function clampZoom(zoom: number): number {
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, roundZoom(zoom)));
}

function clampIndex(index: number, count: number): number {
  return Math.min(Math.max(0, count - 1), Math.max(0, Math.trunc(index)));
}

export function createImagePreviewState(index: number, count: number): ImagePreviewState {
  return { index: clampIndex(index, count), count, zoom: 1, rotation: 0, pan: CENTRE };
}

function zoomTo(state: ImagePreviewState, target: number, origin: Point = CENTRE): ImagePreviewState {
  const zoom = clampZoom(target);
  if (zoom === state.zoom) return state;
  // At fit or smaller there is nothing to pan: the image sits in the centre.
  if (zoom <= 1) return { ...state, zoom, pan: CENTRE };
  const ratio = zoom / state.zoom;
  const pan = { x: origin.x - (origin.x - state.pan.x) * ratio, y: origin.y - (origin.y - state.pan.y) * ratio };
  return { ...state, zoom, pan };
}

function rotate(state: ImagePreviewState, by: number): ImagePreviewState {
  return { ...state, rotation: (((state.rotation + by) % 360) + 360) % 360 };
}

function goTo(state: ImagePreviewState, index: number, count = state.count): ImagePreviewState {
  const next = clampIndex(index, count);
  if (next === state.index && count === state.count) return state;
  return createImagePreviewState(next, count);
}

export function imagePreviewReducer(state: ImagePreviewState, action: ImagePreviewAction): ImagePreviewState {
  switch (action.type) {
    case 'zoomIn':
      return zoomTo(state, state.zoom + ZOOM_STEP);
    case 'zoomOut':
      return zoomTo(state, state.zoom - ZOOM_STEP);
    case 'zoomTo':
      return zoomTo(state, action.zoom, action.origin);
    case 'reset':
      return { ...state, zoom: 1, rotation: 0, pan: CENTRE };
    case 'rotateLeft':
      return rotate(state, -ROTATION_STEP);
    case 'rotateRight':
      return rotate(state, ROTATION_STEP);
    case 'previous':
      return goTo(state, state.index - 1);
    case 'next':
      return goTo(state, state.index + 1);
    case 'goTo':
      return goTo(state, action.index, action.count);
    case 'panBy':
      if (state.zoom <= 1) return state;
      return { ...state, pan: { x: state.pan.x + action.dx, y: state.pan.y + action.dy } };
  }
}

export const canZoomIn = (state: ImagePreviewState) => state.zoom < ZOOM_MAX;
export const canZoomOut = (state: ImagePreviewState) => state.zoom > ZOOM_MIN;
export const hasPrevious = (state: ImagePreviewState) => state.index > 0;
export const hasNext = (state: ImagePreviewState) => state.index < state.count - 1;

/** "120%" ("120 %" in Spanish). */
export function formatZoom(zoom: number, locale = 'en'): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(
    Math.round(zoom * 100) / 100,
  );
}

/** The CSS transform for the image: pan, then zoom and rotate about its centre. */
export function getImageTransform({ pan, zoom, rotation }: ImagePreviewState): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS transform
  return `translate(${pan.x}px, ${pan.y}px) scale(${zoom}) rotate(${rotation}deg)`;
}
