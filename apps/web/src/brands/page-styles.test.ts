import { describe, expect, it } from 'vitest';
import { applyDeferredStylesheets } from './page-styles';

describe('a page the server rendered', () => {
  it('applies the deferred app stylesheet once it has loaded, before resolving', async () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.media = 'print';
    link.dataset.deferredStyle = '';
    document.head.append(link);
    try {
      let isDone = false;
      const pending = applyDeferredStylesheets().then(() => {
        isDone = true;
      });
      await Promise.resolve();
      expect(isDone).toBe(false);
      expect(link.media).toBe('print');
      link.dispatchEvent(new Event('load'));
      await pending;
      expect(link.media).toBe('all');
      expect(link.dataset.deferredStyle).toBeUndefined();
    } finally {
      link.remove();
    }
  });
});
