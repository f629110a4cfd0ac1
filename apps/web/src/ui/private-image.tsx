import { cn } from './cn';
import { usePrivateBlobUrl } from './use-private-blob-url';

export interface PrivateImageProps {
  /** The API path of the image's bytes (needs the bearer token). */
  path: string | null;
  /** Empty for a decorative image. */
  alt: string;
  className?: string;
}

/** An image from the portal's private media, shown through a blob URL; a quiet placeholder until (or unless) it loads. */
export function PrivateImage({ path, alt, className }: PrivateImageProps) {
  const image = usePrivateBlobUrl(path);
  if (image.status !== 'ready') {
    return (
      <div
        aria-hidden="true"
        className={cn('bg-surface-muted', image.status === 'loading' && 'animate-pulse', className)}
      />
    );
  }
  return <img src={image.url} alt={alt} className={cn('object-cover', className)} />;
}
