import { describe, expect, it, vi } from 'vitest';
import { applyDeferredStylesheets, loadBrandTheme } from './load-theme';

describe('loadBrandTheme', () => {
  it('loads only the current brand theme', async () => {
    const swift = vi.fn().mockResolvedValue({});
    const oakmore = vi.fn().mockResolvedValue({});
    await expect(
      loadBrandTheme('swift', { './themes/swift.css': swift, './themes/oakmore.css': oakmore }),
    ).resolves.toBe(true);
    expect(swift).toHaveBeenCalledOnce();
    expect(oakmore).not.toHaveBeenCalled();
  });

  it('keeps the default look when the theme file is missing or fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(loadBrandTheme('incent', {})).resolves.toBe(false);
    await expect(
      loadBrandTheme('incent', { './themes/incent.css': () => Promise.reject(new Error('404')) }),
    ).resolves.toBe(false);
  });
});

describe('a page the server rendered', () => {
  it('does not fetch the theme the page carries inline', async () => {
    document.documentElement.dataset.theme = 'swift';
    try {
      const swift = vi.fn().mockResolvedValue({});
      await expect(loadBrandTheme('swift', { './themes/swift.css': swift })).resolves.toBe(true);
      expect(swift).not.toHaveBeenCalled();
    } finally {
      delete document.documentElement.dataset.theme;
    }
  });

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
