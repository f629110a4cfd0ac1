import { useEffect } from 'react';

/** The browsers' default policy, restored when no page asks otherwise. */
const DEFAULT_POLICY = 'strict-origin-when-cross-origin';

/**
 * While a screen whose address carries a secret (an invitation or reset token)
 * is shown, the page sends no Referer at all, so the token cannot leak to any
 * site a link or resource points to.
 *
 * A removed `<meta name="referrer">` does not undo its policy (the document
 * keeps the last one applied), so on leaving, the meta is first switched back
 * to the policy that was in force, then removed.
 */
export function useNoReferrer(): void {
  useEffect(() => {
    const existing = document.head.querySelector<HTMLMetaElement>('meta[name="referrer"]');
    const previous = existing?.content || DEFAULT_POLICY;
    const meta = document.createElement('meta');
    meta.name = 'referrer';
    meta.content = 'no-referrer';
    document.head.append(meta);
    return () => {
      meta.content = previous;
      meta.remove();
    };
  }, []);
}
