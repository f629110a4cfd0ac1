/**
 * Asks for push-notification permission at start in the native shell. The
 * plugin is imported on demand so the browser never downloads it.
 */
export async function requestPushPermission(): Promise<void> {
  const { PushNotifications } = await import('@capacitor/push-notifications');
  let status = await PushNotifications.checkPermissions();
  if (status.receive === 'prompt' || status.receive === 'prompt-with-rationale') {
    status = await PushNotifications.requestPermissions();
  }
  if (status.receive !== 'granted') {
    console.error('User denied permissions!');
    return;
  }
  await PushNotifications.register();
}
