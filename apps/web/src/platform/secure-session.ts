import { loadNativePlugin, withNativePlugin } from './native-plugins';
import { attachSecureBacking } from './session-store';

/** Writes to secure storage, one after another (a removal never overtakes the write before it). */
let writes: Promise<unknown> = Promise.resolve();

function writeThrough(key: string, value: string | null): void {
  writes = writes.then(() =>
    withNativePlugin('SecureStorage', 'save the session', ({ SecureStorage }) =>
      value === null ? SecureStorage.removeItem(key) : SecureStorage.setItem(key, value),
    ),
  );
}

/** Resolves once every write so far has reached secure storage (or failed and been logged). */
export function whenSessionWritten(): Promise<void> {
  return writes.then(() => undefined);
}

/**
 * Native start-up, before anything reads the session: reads the auth record's `keys` from secure
 * storage into memory, and moves a record an older version left in local storage into secure storage
 * (leaving no plain copy). If secure storage cannot be read, the app starts signed out and keeps the
 * session in memory only, written through as it goes: never in plain storage on a phone.
 */
export async function hydrateSecureSession(keys: readonly string[]): Promise<void> {
  const values = new Map<string, string>();
  try {
    const { SecureStorage: storage } = await loadNativePlugin('SecureStorage');
    const stored = await Promise.all(keys.map((key) => storage.getItem(key)));
    keys.forEach((key, index) => {
      const value = stored[index];
      if (typeof value === 'string') values.set(key, value);
    });
    const plain = keys.filter((key) => localStorage.getItem(key) !== null);
    if (plain.length > 0 && values.size === 0) {
      for (const key of plain) {
        const value = localStorage.getItem(key) as string;
        values.set(key, value);
        await storage.setItem(key, value);
      }
    }
    for (const key of plain) localStorage.removeItem(key);
  } catch (error) {
    console.error('The native shell could not read the stored session (SecureStorage); starting signed out', error);
    values.clear();
  }
  attachSecureBacking(values, writeThrough);
}
