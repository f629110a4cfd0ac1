// YUV4MPEG2 (.y4m) files as Chromium's fake camera reads them (--use-file-for-fake-video-capture=FILE.y4m,
// media/capture/video/file_video_capture_device.cc): a one-line header of space-separated tags within its
// first 200 bytes, `C420`, `C420jpeg`, `C420mpeg2` or `C420paldv` (all read as I420), an integer frame rate
// (`F30:1`), then each frame as exactly `FRAME\n` and its Y, U, V planes. It loops at the end of the file.
import { closeSync, openSync, readSync, writeSync } from 'node:fs';

const FRAME_MARKER = Buffer.from('FRAME\n');

/** The file's header line. `XCOLORRANGE=LIMITED` is for other readers (ffmpeg); Chromium skips X tags. */
export function formatY4mHeader({ width, height, fps }) {
  if (width % 2 || height % 2) throw new Error(`I420 needs an even width and height, not ${width}x${height}`);
  if (!Number.isInteger(fps)) throw new Error(`Chromium reads an integer frame rate, not ${fps}`);
  return `YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg XCOLORRANGE=LIMITED\n`;
}

/** Bytes of one I420 frame. */
export const i420FrameSize = (width, height) => width * height + 2 * (width >> 1) * (height >> 1);

/** Writes `frameCount` frames from `renderFrame(index)` (each an I420 Uint8Array or Uint8ClampedArray). */
export function writeY4m(path, { width, height, fps, frameCount, renderFrame }) {
  const file = openSync(path, 'w');
  try {
    writeSync(file, formatY4mHeader({ width, height, fps }));
    for (let index = 0; index < frameCount; index++) {
      const frame = renderFrame(index);
      writeSync(file, FRAME_MARKER);
      writeSync(file, frame, 0, frame.length);
    }
  } finally {
    closeSync(file);
  }
}

/** Parses a header line into { width, height, fps, colourSpace }. */
export function parseY4mHeader(line) {
  const [magic, ...tags] = line.trim().split(' ');
  if (magic !== 'YUV4MPEG2') throw new Error('not a YUV4MPEG2 file');
  const header = { width: 0, height: 0, fps: 0, colourSpace: '420' };
  for (const tag of tags) {
    const value = tag.slice(1);
    if (tag[0] === 'W') header.width = Number(value);
    else if (tag[0] === 'H') header.height = Number(value);
    else if (tag[0] === 'F') {
      const [numerator, denominator] = value.split(':').map(Number);
      header.fps = numerator / denominator;
    } else if (tag[0] === 'C') header.colourSpace = value;
  }
  if (!['420', '420jpeg', '420mpeg2', '420paldv'].includes(header.colourSpace)) {
    throw new Error(`only I420 is supported, not C${header.colourSpace}`);
  }
  if (!(header.width > 0 && header.height > 0 && header.fps > 0)) throw new Error(`bad header: ${line}`);
  return header;
}

/**
 * Reads a .y4m file frame by frame, without holding it in memory: yields { index, frame } (the frame's
 * buffer is reused: copy it to keep it) after `header` has been filled in.
 */
export function* readY4mFrames(path, header = {}) {
  const file = openSync(path, 'r');
  try {
    const start = Buffer.alloc(512);
    const read = readSync(file, start, 0, start.length, 0);
    const end = start.subarray(0, read).indexOf(0x0a);
    if (end < 0) throw new Error('no header line in the first 512 bytes');
    Object.assign(header, parseY4mHeader(start.subarray(0, end).toString('latin1')));
    const size = i420FrameSize(header.width, header.height);
    const frame = new Uint8Array(size);
    const marker = Buffer.alloc(FRAME_MARKER.length);
    let position = end + 1;
    for (let index = 0; ; index++) {
      if (readSync(file, marker, 0, marker.length, position) < marker.length) return;
      if (!marker.equals(FRAME_MARKER)) throw new Error(`frame ${index}: no FRAME marker`);
      position += marker.length;
      if (readSync(file, frame, 0, size, position) < size) throw new Error(`frame ${index} is cut short`);
      position += size;
      yield { index, frame };
    }
  } finally {
    closeSync(file);
  }
}
