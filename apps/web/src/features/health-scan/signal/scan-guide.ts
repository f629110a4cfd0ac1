/**
 * The face guide: the oval the screen draws over the camera preview and the one the worker reads skin
 * from, so both use these numbers. The centre is a fraction of the frame's width and height; the radii
 * are fractions of its shorter side, so the oval stays face-shaped in portrait and landscape frames.
 * It is symmetric about the vertical centre line, so a mirrored (selfie) preview needs no change.
 */
export const SCAN_GUIDE = { centerX: 0.5, centerY: 0.45, radiusX: 0.3, radiusY: 0.4 } as const;

/** An ellipse in pixels of one frame. */
export interface Ellipse {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

/** The guide oval in the pixels of a `width` × `height` frame (or of an SVG whose viewBox is the frame's size). */
export function getGuideEllipse(width: number, height: number): Ellipse {
  const side = Math.min(width, height);
  return {
    cx: SCAN_GUIDE.centerX * width,
    cy: SCAN_GUIDE.centerY * height,
    rx: SCAN_GUIDE.radiusX * side,
    ry: SCAN_GUIDE.radiusY * side,
  };
}
