/**
 * Secrets at rest (partner signing keys, authenticator apps' secrets): sealed with AES-256-GCM under a key
 * derived (HKDF-SHA256) from the server's AUTH_SECRET and the purpose, bound to the row they belong to (the
 * additional data), so a sealed value cannot be moved to another row. Changing AUTH_SECRET makes every
 * sealed value unreadable.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const SEAL_VERSION = 'v1';

export function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `portal: ${purpose}`, 32));
}

export interface Sealer {
  /** `boundTo` names the row the value belongs to (a key id, an account id). */
  seal(boundTo: string, plaintext: string): string;
  open(boundTo: string, sealed: string): string;
}

export function createSealer(authSecret: string, purpose: string): Sealer {
  const key = deriveKey(authSecret, purpose);
  return {
    seal(boundTo, plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(boundTo));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [SEAL_VERSION, iv, ciphertext, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(boundTo, sealed) {
      const [version, iv, ciphertext, tag] = sealed.split('.');
      if (version !== SEAL_VERSION || !iv || !ciphertext || !tag)
        throw new Error(`The value for ${boundTo} is not sealed.`);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(boundTo));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
