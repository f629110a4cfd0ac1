import { useId, useState } from 'react';
import type { RefObject, SyntheticEvent } from 'react';
import { getGuideEllipse } from '../signal/scan-guide';

/** Until the camera says its size: the size it is asked for. */
const DEFAULT_SIZE = { width: 640, height: 480 };

export interface ScanPreviewProps {
  videoRef: RefObject<HTMLVideoElement | null>;
  isVisible: boolean;
}

/**
 * The camera preview with the face guide. The video fills a portrait frame (`object-fit: cover`, mirrored
 * like a mirror); the oval is drawn in the video's own pixels (viewBox = its size) and cropped the same
 * way (`xMidYMid slice`), so it sits exactly where the worker reads the skin (the same SCAN_GUIDE).
 * Decorative for a screen reader: the guidance beside it says what to do.
 */
export function ScanPreview({ videoRef, isVisible }: ScanPreviewProps) {
  const [size, setSize] = useState(DEFAULT_SIZE);
  const maskId = `scan-mask-${useId().replace(/[^\w-]/g, '')}`;
  const oval = getGuideEllipse(size.width, size.height);
  const onSize = (event: SyntheticEvent<HTMLVideoElement>) => {
    const { videoWidth, videoHeight } = event.currentTarget;
    if (videoWidth > 0 && videoHeight > 0) setSize({ width: videoWidth, height: videoHeight });
  };
  return (
    <div
      className={
        isVisible ? 'relative mx-auto aspect-[3/4] w-full max-w-xs overflow-hidden rounded-2xl bg-black' : 'hidden'
      }
      aria-hidden="true"
    >
      <video
        ref={videoRef}
        muted
        playsInline
        autoPlay
        disablePictureInPicture
        onLoadedMetadata={onSize}
        onResize={onSize}
        className="absolute inset-0 size-full -scale-x-100 object-cover"
      />
      <svg
        viewBox={`0 0 ${size.width} ${size.height}`}
        preserveAspectRatio="xMidYMid slice"
        className="absolute inset-0 size-full"
      >
        <defs>
          <mask id={maskId}>
            <rect width={size.width} height={size.height} fill="white" />
            <ellipse cx={oval.cx} cy={oval.cy} rx={oval.rx} ry={oval.ry} fill="black" />
          </mask>
        </defs>
        <rect width={size.width} height={size.height} fill="black" fillOpacity="0.5" mask={`url(#${maskId})`} />
        <ellipse
          cx={oval.cx}
          cy={oval.cy}
          rx={oval.rx}
          ry={oval.ry}
          fill="none"
          stroke="white"
          strokeWidth={Math.max(2, size.width / 120)}
        />
      </svg>
    </div>
  );
}
