/**
 * The pulse from the skin's mean colour by POS, "plane orthogonal to skin" (Wang, den Brinker, Stuijk and
 * de Haan, "Algorithmic principles of remote PPG", IEEE TBME 2017).
 *
 * Why POS rather than CHROM (de Haan and Jeanne 2013): CHROM projects onto axes derived from a standardised
 * skin tone and a white light, so a tone or a lamp far from its assumptions leaves part of the light's
 * changes in the signal; POS needs no such prior: each window is normalised by its own mean colour, which
 * makes the skin tone and the light's colour the unit vector, and the projection plane orthogonal to it
 * cancels changes of light intensity (and the specular part of motion) whatever the tone. In Wang et al.'s
 * benchmark POS was the more accurate of the two overall, notably on stationary subjects, which is what a
 * guided 30-second scan is.
 *
 * Per window of 1.6 s (Wang et al.'s choice: it holds a whole beat down to 37.5 bpm, and is short enough to
 * follow changes of the light): divide each channel by its mean (temporal normalisation), project
 * S1 = G − B and S2 = G + B − 2R, combine h = S1 + (σ(S1)/σ(S2))·S2 (alpha-tuning: the two projections'
 * distortions are in antiphase, so their weighted sum cancels them), and overlap-add h minus its mean.
 */
export const POS_WINDOW_SECONDS = 1.6;

export function extractPosPulse(
  red: Float64Array,
  green: Float64Array,
  blue: Float64Array,
  sampleRate: number,
  windowSeconds = POS_WINDOW_SECONDS,
): Float64Array {
  const n = red.length;
  const length = Math.max(2, Math.round(windowSeconds * sampleRate));
  const pulse = new Float64Array(n);
  if (n < length) return pulse;
  const s1 = new Float64Array(length);
  const s2 = new Float64Array(length);
  for (let start = 0; start + length <= n; start++) {
    let meanR = 0;
    let meanG = 0;
    let meanB = 0;
    for (let i = start; i < start + length; i++) {
      meanR += red[i]!;
      meanG += green[i]!;
      meanB += blue[i]!;
    }
    meanR /= length;
    meanG /= length;
    meanB /= length;
    // A window without skin (all zero) carries nothing.
    if (meanR <= 0 || meanG <= 0 || meanB <= 0) continue;
    let sum1 = 0;
    let sum2 = 0;
    for (let k = 0; k < length; k++) {
      const r = red[start + k]! / meanR;
      const g = green[start + k]! / meanG;
      const b = blue[start + k]! / meanB;
      s1[k] = g - b;
      s2[k] = g + b - 2 * r;
      sum1 += s1[k]!;
      sum2 += s2[k]!;
    }
    const mean1 = sum1 / length;
    const mean2 = sum2 / length;
    let var1 = 0;
    let var2 = 0;
    for (let k = 0; k < length; k++) {
      var1 += (s1[k]! - mean1) ** 2;
      var2 += (s2[k]! - mean2) ** 2;
    }
    const alpha = var2 > 0 ? Math.sqrt(var1 / var2) : 0;
    let meanH = 0;
    for (let k = 0; k < length; k++) {
      s1[k] = s1[k]! + alpha * s2[k]!;
      meanH += s1[k]!;
    }
    meanH /= length;
    for (let k = 0; k < length; k++) pulse[start + k] = pulse[start + k]! + s1[k]! - meanH;
  }
  return pulse;
}
