/**
 * Whether an RGB pixel looks like skin: its chroma in the YCbCr box of Chai and Ngan (1999), Cb 77–127 and
 * Cr 133–173, which holds for light and dark skin alike because it ignores brightness. Pixels too dark to
 * carry a pulse (their chroma is mostly noise) or with a clipped channel (a saturated channel cannot
 * follow the blood volume) are left out.
 */
export const SKIN_CHROMA = { cbMin: 77, cbMax: 127, crMin: 133, crMax: 173, lumaMin: 25, channelMax: 250 } as const;

const { cbMin, cbMax, crMin, crMax, lumaMin, channelMax } = SKIN_CHROMA;

export function isSkinPixel(r: number, g: number, b: number): boolean {
  if (r >= channelMax || g >= channelMax || b >= channelMax) return false;
  const luma = 0.299 * r + 0.587 * g + 0.114 * b;
  if (luma < lumaMin) return false;
  const cb = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b;
  const cr = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
  return cb >= cbMin && cb <= cbMax && cr >= crMin && cr <= crMax;
}
