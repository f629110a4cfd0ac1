/**
 * A video file's length in whole seconds, read by the browser from its metadata (a detached <video>
 * element's `loadedmetadata`), or null when it cannot tell (an unknown codec, a stream without a
 * duration, or no answer within the time allowed).
 */
export function readVideoDuration(file: Blob, timeoutMs = 10_000): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    let isDone = false;
    const finish = (seconds: number | null) => {
      if (isDone) return;
      isDone = true;
      clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    video.preload = 'metadata';
    video.muted = true;
    video.addEventListener('loadedmetadata', () => {
      const { duration } = video;
      finish(Number.isFinite(duration) && duration > 0 ? Math.round(duration) : null);
    });
    video.addEventListener('error', () => finish(null));
    const timer = setTimeout(() => finish(null), timeoutMs);
    video.src = url;
  });
}
