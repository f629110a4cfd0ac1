import type { ImagePixelReader } from './scan-worker-handler';
import { ANALYSIS_MAX_SIDE } from './scan-protocol';

/**
 * Reads frames through an OffscreenCanvas, scaled down so the longest side is at most ANALYSIS_MAX_SIDE
 * (drawing averages the pixels, and the per-frame work and read-back stay small). One canvas, reused.
 */
export function createCanvasPixelReader(): ImagePixelReader {
  let canvas: OffscreenCanvas | undefined;
  let context: OffscreenCanvasRenderingContext2D | null = null;
  return (image) => {
    const sourceWidth = 'displayWidth' in image ? image.displayWidth : image.width;
    const sourceHeight = 'displayHeight' in image ? image.displayHeight : image.height;
    const scale = Math.min(1, ANALYSIS_MAX_SIDE / Math.max(sourceWidth, sourceHeight));
    const width = Math.max(1, Math.round(sourceWidth * scale));
    const height = Math.max(1, Math.round(sourceHeight * scale));
    if (!canvas || canvas.width !== width || canvas.height !== height) {
      canvas = new OffscreenCanvas(width, height);
      // Read back every frame: keep the canvas in memory the CPU reads rather than on the GPU.
      context = canvas.getContext('2d', { willReadFrequently: true, alpha: false });
    }
    if (!context) throw new Error('no 2D context in this worker');
    context.drawImage(image, 0, 0, width, height);
    return { data: context.getImageData(0, 0, width, height).data, width, height };
  };
}
