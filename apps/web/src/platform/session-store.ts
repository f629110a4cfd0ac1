/**
 * Where the stored session (the auth record: session/storage.ts's keys) lives. In a browser: local
 * storage, as docs/product.md has it. In the native shell: the platform's secure storage (Keychain,
 * Keystore), which answers asynchronously — so start-up reads it into memory before the app mounts
 * (secure-session.ts) and from then on reads are synchronous, from memory, and every write goes
 * through to secure storage in order.
 */
export type SecureWrite = (key: string, value: string | null) => void;

interface SecureBacking {
  values: Map<string, string>;
  write: SecureWrite;
}

let secure: SecureBacking | null = null;

/** From now on the session is read from `values` (what secure storage held) and written through `write`. */
export function attachSecureBacking(values: Map<string, string>, write: SecureWrite): void {
  secure = { values, write };
}

// Stays module state: every read of the session is synchronous (the guard, the API's bearer), from anywhere.
/** Tests: back to local storage, as in a browser. */
export function detachSecureBackingForTests(): void {
  secure = null;
}

export function readSessionValue(key: string): string | null {
  if (secure) return secure.values.get(key) ?? null;
  return localStorage.getItem(key);
}

export function writeSessionValue(key: string, value: string): void {
  if (!secure) {
    localStorage.setItem(key, value);
    return;
  }
  if (secure.values.get(key) === value) return;
  secure.values.set(key, value);
  secure.write(key, value);
}

export function removeSessionValue(key: string): void {
  if (!secure) {
    localStorage.removeItem(key);
    return;
  }
  // Always written through: secure storage may hold what memory does not (a read that failed at start).
  secure.values.delete(key);
  secure.write(key, null);
}
