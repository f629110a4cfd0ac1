import { withNativePlugin } from './native-plugins';

/**
 * Calls `listener` each time the member comes back to the app from the background (the native shell's
 * `resume`); answers a function that stops listening. Nothing happens in a browser.
 */
export function onAppResume(listener: () => void): () => void {
  let stopped = false;
  let remove: (() => Promise<void>) | undefined;
  void withNativePlugin('App', 'listen for the app coming back', async ({ App: app }) => {
    const handle = await app.addListener('resume', () => {
      if (!stopped) listener();
    });
    if (stopped) await handle.remove();
    else remove = () => handle.remove();
  });
  return () => {
    stopped = true;
    void remove?.();
  };
}
