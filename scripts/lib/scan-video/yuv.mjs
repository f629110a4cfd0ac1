// BT.601 "studio swing" (limited range: Y 16–235, U and V 16–240) between RGB and I420, the way a browser
// reads a camera frame. Chromium's file-backed fake camera leaves the frame's colour space unset, and an
// unset colour space on a YUV frame is read as BT.601 limited range; libyuv's I420ToARGB repeats each chroma
// sample over its 2×2 block.

/** Y, U, V (not rounded) of one RGB colour. */
export function rgbToYuv(r, g, b) {
  return [
    16 + 0.256788 * r + 0.504129 * g + 0.097906 * b,
    128 - 0.148223 * r - 0.290993 * g + 0.439216 * b,
    128 + 0.439216 * r - 0.367788 * g - 0.071427 * b,
  ];
}

const Y_SCALE = new Float32Array(256);
const V_TO_R = new Float32Array(256);
const U_TO_G = new Float32Array(256);
const V_TO_G = new Float32Array(256);
const U_TO_B = new Float32Array(256);
for (let i = 0; i < 256; i++) {
  Y_SCALE[i] = 1.164384 * (i - 16);
  V_TO_R[i] = 1.596027 * (i - 128);
  U_TO_G[i] = -0.391762 * (i - 128);
  V_TO_G[i] = -0.812968 * (i - 128);
  U_TO_B[i] = 2.017232 * (i - 128);
}

/**
 * Converts one I420 frame (Y plane, then U, then V at half width and height) to RGBA bytes (ImageData.data
 * layout) in `out` (a Uint8ClampedArray of width × height × 4: it rounds and clamps as a canvas does).
 */
export function i420ToRgba(frame, width, height, out = new Uint8ClampedArray(width * height * 4)) {
  const chromaWidth = width >> 1;
  const uStart = width * height;
  const vStart = uStart + chromaWidth * (height >> 1);
  for (let y = 0; y < height; y++) {
    const chromaRow = (y >> 1) * chromaWidth;
    let o = y * width * 4;
    let p = y * width;
    for (let x = 0; x < width; x++, p++, o += 4) {
      const c = chromaRow + (x >> 1);
      const u = frame[uStart + c];
      const v = frame[vStart + c];
      const luma = Y_SCALE[frame[p]];
      out[o] = luma + V_TO_R[v];
      out[o + 1] = luma + U_TO_G[u] + V_TO_G[v];
      out[o + 2] = luma + U_TO_B[u];
      out[o + 3] = 255;
    }
  }
  return out;
}
