import { render } from '../test/render';
import { describe, expect, it } from 'vitest';
import { useNoReferrer } from './use-no-referrer';

function TokenPage() {
  useNoReferrer();
  return null;
}

describe('useNoReferrer', () => {
  it('adds <meta name="referrer" content="no-referrer"> while mounted, restoring the default on leaving', () => {
    const { unmount } = render(<TokenPage />);
    const meta = document.head.querySelector<HTMLMetaElement>('meta[name="referrer"]');
    expect(meta?.content).toBe('no-referrer');
    unmount();
    expect(document.head.querySelector('meta[name="referrer"]')).toBeNull();
    // Switched back before removal, since removing a meta does not undo its policy.
    expect(meta?.content).toBe('strict-origin-when-cross-origin');
  });
});
