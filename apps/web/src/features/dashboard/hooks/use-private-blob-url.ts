import { useEffect, useState } from 'react';
import { readAccessToken } from '../../../session/storage';

export type BlobUrlState =
  { status: 'idle' | 'loading'; url: null } | { status: 'ready'; url: string } | { status: 'error'; url: null };

/** Fetches a private same-origin media path with the bearer token; resolves with its bytes. */
export async function fetchPrivateBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const token = readAccessToken();
  const response = await fetch(new URL(path, window.location.origin), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`Fetching media failed with ${response.status}`);
  return response.blob();
}

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
    fetchPrivateBlob(path, controller.signal).then(
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
