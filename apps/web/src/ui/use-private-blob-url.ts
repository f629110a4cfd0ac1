import { useEffect, useState } from 'react';
import { fetchPrivateFile } from '../api/private-file';

export type BlobUrlState =
  { status: 'idle' | 'loading'; url: null } | { status: 'ready'; url: string } | { status: 'error'; url: null };

/**
 * A `blob:` URL for a private media path (cover, poster, video, captions):
 * the API needs the bearer token, which a plain <img src> or <video src>
 * cannot send. The URL is revoked when the path changes or the component goes.
 */
export function usePrivateBlobUrl(path: string | null | undefined): BlobUrlState {
  // The state remembers which path it is for, so a new path reads as loading without a reset in the effect.
  const [loaded, setLoaded] = useState<{ path: string; url: string | null } | null>(null);
  useEffect(() => {
    if (!path) return undefined;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchPrivateFile(path, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ path, url: objectUrl });
      },
      () => {
        if (!controller.signal.aborted) setLoaded({ path, url: null });
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);
  if (!path) return { status: 'idle', url: null };
  if (loaded?.path !== path) return { status: 'loading', url: null };
  return loaded.url ? { status: 'ready', url: loaded.url } : { status: 'error', url: null };
}
