/**
 * The thresholds of the scan's decisions, in one place.
 *
 * The signal-to-noise threshold was set from pure noise: over 4,000 noise-only series of 20 s (white noise
 * on each channel, jittered and dropped frames), the signal-to-noise ratio at the spectrum's highest peak
 * had a median of −7.2 dB, a 99.9th percentile of −2.4 dB and a maximum of −2.0 dB (at 15 s: a maximum of
 * −0.4 dB, hence the 20 s minimum). A reading needs +1 dB; synthetic pulses at the noise of a real camera's
 * mean colour give +5 dB and more (tests; `npm run bench:scan`).
 */
export const SCAN_LIMITS = {
  /** Rate of the evenly resampled series the pulse is extracted from. */
  sampleRate: 30,
  /** The least usable, continuous signal a reading needs. */
  minDurationMs: 20_000,
  /** A pause between usable frames longer than this splits the signal (the app was in the background). */
  maxGapMs: 1_000,
  /** Mean luma (0–255) of the oval below which a frame is too dark, above which too bright. */
  tooDarkBrightness: 40,
  tooBrightBrightness: 230,
  /** Share of the oval's pixels clipped (a channel ≥ 250) from which a frame is too bright. */
  maxClippedFraction: 0.25,
  /** Share of the oval that must be skin for a frame to be used. */
  minSkinFraction: 0.4,
  /** Below this share the face has left the oval (guidance: "face left" rather than "fill the oval"). */
  faceLeftSkinFraction: 0.1,
  /**
   * Change of the oval's mean colour, in levels (0–255) per second, above which the member is moving. The
   * pulse itself moves it by up to 2π·f·A: with A ≈ 1 level at 4 Hz, about 25–35 levels/s with its harmonic.
   */
  maxMotionPerSecond: 60,
  /** Share of the frames that may be too dark, too bright, without a face or moving before the scan is retaken. */
  maxBadFrameFraction: 0.3,
  /** Signal-to-noise ratio (dB) below which a scan gives no number, and from which a reading is 'good'. */
  minSnrDb: 1,
  goodSnrDb: 6,
} as const;

export type ScanLimits = { [K in keyof typeof SCAN_LIMITS]: number };
