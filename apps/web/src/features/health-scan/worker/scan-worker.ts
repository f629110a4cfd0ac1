// The health scan's Web Worker: the signal work off the main thread, so the camera preview stays smooth.
// Loaded by scan-worker-client.ts with `new Worker(new URL('./scan-worker.ts', import.meta.url), { type: 'module' })`.
import { createCanvasPixelReader } from './read-image-pixels';
import type { ScanRequest, ScanResponse } from './scan-protocol';
import { ScanWorkerHandler } from './scan-worker-handler';

/** The part of DedicatedWorkerGlobalScope used here (the web app's types are the DOM's, not a worker's). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<ScanRequest>) => void) | null;
  postMessage(message: ScanResponse): void;
}

const scope = self as unknown as WorkerScope;
const handler = new ScanWorkerHandler((message) => scope.postMessage(message), createCanvasPixelReader());
scope.onmessage = (event) => handler.handle(event.data);
