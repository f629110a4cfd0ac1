import { describe, expect, it, vi } from 'vitest';

const plugin = vi.hoisted(() => ({
  checkPermissions: vi.fn(),
  requestPermissions: vi.fn(),
  register: vi.fn(),
}));
vi.mock('@capacitor/push-notifications', () => ({ PushNotifications: plugin }));

const { requestPushPermission } = await import('./push-notifications');

describe('requestPushPermission', () => {
  it('asks, and logs "User denied permissions!" when refused', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    plugin.checkPermissions.mockResolvedValue({ receive: 'prompt' });
    plugin.requestPermissions.mockResolvedValue({ receive: 'denied' });
    await requestPushPermission();
    expect(error).toHaveBeenCalledWith('User denied permissions!');
    expect(plugin.register).not.toHaveBeenCalled();
  });

  it('registers when granted', async () => {
    plugin.checkPermissions.mockResolvedValue({ receive: 'granted' });
    await requestPushPermission();
    expect(plugin.register).toHaveBeenCalledOnce();
  });
});
