import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Runs a command, inheriting stdio; exits the script when it fails. */
export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Newest modification time (ms) of the given files and folders, recursively. */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const name of readdirSync(p)) visit(join(p, name));
    } else if (s.mtimeMs > newest) newest = s.mtimeMs;
  };
  for (const p of paths) visit(p);
  return newest;
}
