/**
 * A ZIP written as it goes (fflate): each file's bytes are compressed (or stored, for images that are
 * compressed already) and handed on chunk by chunk, so a member's whole media quota never sits in memory.
 */
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export interface ZipSource {
  /** Its path inside the ZIP (`media/…`). */
  path: string;
  /** Deflate it (text), or store it as it is (images and videos are compressed already). */
  compress: boolean;
  body: Uint8Array | AsyncIterable<Uint8Array>;
}

/** The ZIP's bytes, file after file, in the order the sources come. */
export async function* zipStream(sources: AsyncIterable<ZipSource> | Iterable<ZipSource>): AsyncGenerator<Uint8Array> {
  const pending: Uint8Array[] = [];
  let failure: Error | null = null;
  let finished = false;
  // fflate calls back synchronously as each file is pushed: the chunks are handed on between pushes.
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else pending.push(chunk);
    if (final) finished = true;
  });
  const takePending = () => {
    if (failure) throw failure;
    return pending.splice(0, pending.length);
  };
  const mtime = new Date();
  for await (const source of sources) {
    const file = source.compress ? new ZipDeflate(source.path, { level: 6 }) : new ZipPassThrough(source.path);
    file.mtime = mtime;
    zip.add(file);
    if (source.body instanceof Uint8Array) {
      file.push(source.body, true);
    } else {
      for await (const chunk of source.body) {
        file.push(chunk instanceof Uint8Array ? chunk : new Uint8Array(chunk));
        yield* takePending();
      }
      file.push(new Uint8Array(0), true);
    }
    yield* takePending();
  }
  zip.end();
  yield* takePending();
  if (!finished) throw new Error('The ZIP did not finish.');
}
