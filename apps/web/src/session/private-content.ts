import { useEffect, useState } from 'react';
import { loadClients } from '../api/load-clients';

/**
 * The bytes of a private file of the authorization service (a path below its
 * base, e.g. `/media/…/content`), fetched with the member's token: media are
 * never linked with a plain `<img src>`, they are shown from blob URLs.
 */
export async function fetchPrivateContent(path: string, signal?: AbortSignal): Promise<Blob> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.get<Blob>(path, { responseType: 'blob', signal });
  return data;
}

/** A blob URL for `blob` while it is shown, revoked when the blob changes or the component leaves. */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [entry, setEntry] = useState<{ blob: Blob; url: string }>();
  useEffect(() => {
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    // The URL is an external resource tied to this effect's lifetime (revoked in the cleanup).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setEntry({ blob, url });
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return entry && entry.blob === blob ? entry.url : undefined;
}
