import type { FrameSample } from './analyse-scan';
import { getFrameProblem } from './analyse-scan';
import type { ScanLimits } from './scan-limits';
import { SCAN_LIMITS } from './scan-limits';

/** Live guidance for the member, one frame at a time; the screen words it. */
export type ScanAdvice = 'ok' | 'too-dark' | 'too-bright' | 'face-left' | 'fill-oval' | 'hold-still';

/** What to tell the member about this frame: the first problem in the order light, face, stillness. */
export function adviseFrame(sample: FrameSample, limits: ScanLimits = SCAN_LIMITS): ScanAdvice {
  const problem = getFrameProblem(sample, limits);
  if (problem === 'no-face') return sample.skinFraction < limits.faceLeftSkinFraction ? 'face-left' : 'fill-oval';
  if (problem) return problem;
  return sample.motion > limits.maxMotionPerSecond ? 'hold-still' : 'ok';
}
