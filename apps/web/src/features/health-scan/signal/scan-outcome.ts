/** Why a scan gives no number and asks for another try. */
export type RetakeReason = 'weak-signal' | 'too-dark' | 'too-bright' | 'moved' | 'no-face' | 'too-short';

export type ReadingQuality = 'good' | 'fair';

/** What a finished scan gives: a reading, or a retake with its reason (never a number below the threshold). */
export type ScanOutcome =
  | {
      kind: 'reading';
      /** Beats per minute, to one decimal. */
      bpm: number;
      /** Signal-to-noise ratio of the pulse, in dB, to one decimal. */
      snrDb: number;
      quality: ReadingQuality;
      /** Frames received and the time they span (first to last frame's timestamp). */
      frames: number;
      durationMs: number;
    }
  | {
      kind: 'retake';
      reason: RetakeReason;
      frames: number;
      durationMs: number;
      /** For 'weak-signal': the signal-to-noise ratio that was too low. */
      snrDb?: number;
    };

/** Which signal chain made a reading: stored with it, so readings from a changed chain can be told apart. */
export const SCAN_ENGINE = { name: 'pos-rppg', version: '1.0.0' } as const;
