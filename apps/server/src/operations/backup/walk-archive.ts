import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { type Header, extract as tarExtract } from 'tar-stream';

/** One entry as the extractor hands it over: its header and its bytes. */
export type ArchiveEntry = AsyncIterable<unknown> & { header: Header; resume(): void };

/**
 * Hands a tar.gz's entries to `onEntry` one at a time (the next is read once it settles);
 * rejects on the first error of the file, gzip, tar framing or `onEntry`, and then stops
 * every stream. Built on events rather than pipeline() and the extractor's async iterator:
 * with those, a gzip error in the middle of an entry left the iteration waiting forever.
 */
export function walkArchive(
  file: string,
  onEntry: (entry: ArchiveEntry) => Promise<void>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const source = createReadStream(file);
    const gunzip = createGunzip();
    const extract = tarExtract();
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      source.destroy();
      gunzip.destroy();
      // Also ends the entry being read, so a pending onEntry fails rather than waits.
      extract.destroy();
      reject(error);
    };
    source.on('error', fail);
    gunzip.on('error', fail);
    extract.on('error', fail);
    extract.on('entry', (_header, stream, next) => {
      const entry: ArchiveEntry = stream;
      onEntry(entry).then(() => {
        // Whatever onEntry left unread is skipped, or the extractor would stall.
        entry.resume();
        next();
      }, fail);
    });
    extract.on('finish', () => {
      if (settled) return;
      settled = true;
      resolve();
    });
    source.pipe(gunzip).pipe(extract as NodeJS.WritableStream);
  });
}
