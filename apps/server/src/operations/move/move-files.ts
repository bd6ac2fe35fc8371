import { createHash } from 'node:crypto';
import type { ObjectStore } from '../../platform/index.ts';
import { BackupError } from '../backup/archive-layout.ts';

export type FilesMove = { copied: number; kept: number };

async function sha256OfObject(store: ObjectStore, key: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of await store.read(key)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Copies every object of `from` that `to` lacks or holds with other bytes, and proves each
 * copy by its sha256. Objects are copied one by one, so an interrupted move is resumed by
 * running it again: what already arrived whole is kept. Nothing is removed from either side.
 */
export async function moveFiles(from: ObjectStore, to: ObjectStore): Promise<FilesMove> {
  const present = new Map<string, number>();
  for await (const object of to.list()) present.set(object.key, object.size);
  const result: FilesMove = { copied: 0, kept: 0 };
  for await (const object of from.list()) {
    const sha256 = await sha256OfObject(from, object.key);
    if (
      present.get(object.key) === object.size &&
      (await sha256OfObject(to, object.key)) === sha256
    ) {
      result.kept++;
      continue;
    }
    await to.write(object.key, await from.read(object.key), object);
    if ((await sha256OfObject(to, object.key)) !== sha256) {
      throw new BackupError(`${object.key} differs after copying it; run the move again.`);
    }
    result.copied++;
  }
  return result;
}
