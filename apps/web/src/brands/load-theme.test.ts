import { describe, expect, it, vi } from 'vitest';
import { loadBrandTheme } from './load-theme';

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
