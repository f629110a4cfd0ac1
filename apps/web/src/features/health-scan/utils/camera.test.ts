import { describe, expect, it } from 'vitest';
import { classifyCameraError } from './camera';

describe('classifyCameraError', () => {
  it.each([
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotReadableError', 'busy'],
    ['AbortError', 'busy'],
    ['NotFoundError', 'no-camera'],
    ['OverconstrainedError', 'no-camera'],
    ['TypeError', 'unsupported'],
  ] as const)('reads %s as %s', (name, problem) => {
    expect(classifyCameraError(new DOMException('camera', name))).toBe(problem);
  });

  it('reads anything that is not an error as unsupported', () => {
    expect(classifyCameraError('nope')).toBe('unsupported');
  });
});
