/** The local-storage keys analytics keeps (outside the session's: they survive a sign-out). */
export const ANALYTICS_STORAGE_KEYS = {
  /** The events waiting to be sent (a JSON array), so a reload or an offline spell loses none. */
  queue: 'analytics_queue',
  /** `'off'` once the member turned analytics off: holds before `/accounts/me` answers after a reload. */
  choice: 'analytics_choice',
} as const;

/** localStorage, or null where it cannot be used (private modes, a sandboxed frame). */
export function analyticsStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
