import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { createPasswordHasher, needsRehash, parseArgon2Parameters } from './passwords';

describe('parseArgon2Parameters and needsRehash', () => {
  it('reads the parameters of a PHC string', () => {
    expect(parseArgon2Parameters('$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaA')).toEqual({
      algorithm: 'argon2id',
      version: 19,
      memoryCost: 19_456,
      timeCost: 2,
      parallelism: 1,
    });
    expect(parseArgon2Parameters('$2b$10$abcdefghijklmnopqrstuv')).toBeUndefined();
  });

  it('asks for a rehash of anything but argon2id at the OWASP parameters', () => {
    expect(needsRehash('$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA')).toBe(false);
    expect(needsRehash('$argon2id$v=19$m=4096,t=2,p=1$c2FsdA$aGFzaA')).toBe(true);
    expect(needsRehash('$argon2id$v=19$m=19456,t=1,p=1$c2FsdA$aGFzaA')).toBe(true);
    expect(needsRehash('$argon2i$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA')).toBe(true);
    expect(needsRehash('$argon2id$v=16$m=19456,t=2,p=1$c2FsdA$aGFzaA')).toBe(true);
    expect(needsRehash('not a hash')).toBe(true);
  });
});

describe('createPasswordHasher', () => {
  it('never runs more hashes and verifications at once than its concurrency; the rest wait', async () => {
    let running = 0;
    let mostAtOnce = 0;
    /** One per call started, in order: lets that call finish. */
    const finish: (() => void)[] = [];
    const held = async <T>(value: T) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise<void>((resolve) => finish.push(resolve));
      running -= 1;
      return value;
    };
    const hasher = createPasswordHasher({
      concurrency: 3,
      hashPassword: (password) => held(`hashed:${password}`),
      verifyPassword: (stored, password) => held(stored === `hashed:${password}`),
    });
    const work = [
      ...Array.from({ length: 6 }, (_, i) => hasher.hash(`p${i}`)),
      ...Array.from({ length: 6 }, () => hasher.verify('hashed:p0', 'p0')),
    ];
    await Promise.resolve();
    expect(hasher.stats).toEqual({ active: 3, waiting: 9, peak: 3, concurrency: 3 });
    // Let the calls finish one at a time: each frees its slot for exactly one waiting call.
    for (let done = 0; done < work.length; done += 1) {
      // Everything that can run has run.
      await new Promise(setImmediate);
      const left = work.length - done;
      expect(running).toBe(Math.min(3, left));
      expect(finish).toHaveLength(done + Math.min(3, left));
      expect(hasher.stats).toEqual({
        active: Math.min(3, left),
        waiting: Math.max(0, left - 3),
        peak: 3,
        concurrency: 3,
      });
      finish[done]!();
    }
    const results = await Promise.all(work);
    expect(mostAtOnce).toBe(3);
    expect(results.slice(0, 6)).toEqual(['hashed:p0', 'hashed:p1', 'hashed:p2', 'hashed:p3', 'hashed:p4', 'hashed:p5']);
    expect(results.slice(6).every(Boolean)).toBe(true);
    expect(hasher.stats).toEqual({ active: 0, waiting: 0, peak: 3, concurrency: 3 });
  });

  it('hashes with argon2id at the OWASP parameters and verifies older hashes too', async () => {
    const hasher = createPasswordHasher({ concurrency: 1 });
    const stored = await hasher.hash('correct horse battery');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(stored, 'correct horse battery')).toBe(true);
    const weak = await hash('correct horse battery', { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 });
    expect(await hasher.verify(weak, 'correct horse battery')).toBe(true);
    expect(await hasher.verify('garbage', 'x')).toBe(false);
  });
});
