/**
 * The front camera, through the WebView's own getUserMedia: in the native shell the WebView asks the
 * phone's permission itself (Capacitor's web chrome client on Android, WKWebView on iOS), so no plugin
 * is involved. The stream stays on the phone: frames go to the scan's worker and nowhere else.
 */

/** The author of the signal chain's advice: VGA is plenty (the worker reads 320 px), the selfie camera. */
export const FRONT_CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } },
};

/** Why the camera could not be opened, in terms the member can act on. */
export type CameraProblem = 'denied' | 'busy' | 'no-camera' | 'unsupported';

export class CameraUnavailableError extends Error {
  readonly problem: CameraProblem;
  constructor(problem: CameraProblem, cause?: unknown) {
    // The message is the problem's name: what the member reads comes from the screen's texts.
    super(problem, { cause });
    this.name = 'CameraUnavailableError';
    this.problem = problem;
  }
}

/** getUserMedia's DOMException names (and older WebViews' own) as the problem they mean. */
export function classifyCameraError(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return 'no-camera';
    default:
      return 'unsupported';
  }
}

/** Whether this WebView can run the scan at all: a camera API, frame callbacks and a worker. */
export function canRunScan(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function' &&
    typeof HTMLVideoElement !== 'undefined' &&
    'requestVideoFrameCallback' in HTMLVideoElement.prototype &&
    typeof createImageBitmap === 'function' &&
    typeof Worker !== 'undefined'
  );
}

/** Opens the front camera; asks for permission the first time. Throws a CameraUnavailableError. */
export async function openFrontCamera(): Promise<MediaStream> {
  if (!canRunScan()) throw new CameraUnavailableError('unsupported');
  try {
    return await navigator.mediaDevices.getUserMedia(FRONT_CAMERA_CONSTRAINTS);
  } catch (error) {
    throw new CameraUnavailableError(classifyCameraError(error), error);
  }
}

/** Turns the camera off (its light goes out): every track of the stream. */
export function stopCamera(stream: MediaStream | null | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
