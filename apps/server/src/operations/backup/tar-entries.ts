import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Pack } from 'tar-stream';

// Archives hold secrets (keys.json) and personal data: entries are private to their owner.
const ENTRY_MODE = 0o600;

/**
 * Adds one entry and waits until the archive has taken it: the pack passes the gzip and the
 * file's backpressure back through this promise, so a producer never runs ahead of the disk.
 */
export function addBufferEntry(pack: Pack, name: string, body: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    pack
      .entry({ name, size: body.length, mode: ENTRY_MODE }, body, (error) =>
        error ? reject(error) : resolve(),
      )
      // A destroyed pack fails its open entry with an 'error' event: unheard, it would end
      // the process.
      .on('error', reject);
  });
}

/** Streams a body of known size into one entry; answers the body's sha256. */
export function addStreamEntry(
  pack: Pack,
  name: string,
  body: Readable,
  size: number,
): Promise<string> {
  const hash = createHash('sha256');
  return new Promise((resolve, reject) => {
    const entry = pack.entry({ name, size, mode: ENTRY_MODE }, (error) =>
      error ? reject(error) : resolve(hash.digest('hex')),
    );
    body.on('data', (chunk: Buffer) => hash.update(chunk));
    entry.on('error', reject);
    body.on('error', reject);
    body.pipe(entry);
  });
}

export const sha256Of = (body: Buffer) => createHash('sha256').update(body).digest('hex');
