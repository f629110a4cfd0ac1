/** Removes the least-squares straight line (slow drift left over by the light or the camera's exposure). */
export function detrendLinear(signal: Float64Array): Float64Array {
  const n = signal.length;
  const out = new Float64Array(n);
  if (n < 2) return out;
  const meanX = (n - 1) / 2;
  let meanY = 0;
  for (let i = 0; i < n; i++) meanY += signal[i]!;
  meanY /= n;
  let covariance = 0;
  let variance = 0;
  for (let i = 0; i < n; i++) {
    covariance += (i - meanX) * (signal[i]! - meanY);
    variance += (i - meanX) ** 2;
  }
  const slope = covariance / variance;
  for (let i = 0; i < n; i++) out[i] = signal[i]! - meanY - slope * (i - meanX);
  return out;
}
