/** Builds one half of `build:lib` for a test when its output is missing or older than its sources. */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = fileURLToPath(new URL('../..', import.meta.url));
const VITE = join(REPO, 'node_modules/vite/bin/vite.js');
/** Everything the library bundles: a change to any of these makes a build stale. */
const SOURCES = ['src/lib', 'src/core', 'src/templates', 'vite.lib.config.ts', 'package.json'];
/** A cold vite build on a busy 2-core machine. */
export const BUILD_TIMEOUT_MS = 180_000;

function newestMtime(path: string): number {
  const full = join(REPO, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(full).map((name) => newestMtime(join(path, name))));
}

/** `output` is relative to the repo; `mode` is vite's --mode (undefined: the IIFE build). */
export function ensureLibBuilt(output: string, mode?: string): void {
  const built = join(REPO, output);
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  if (builtAt >= Math.max(...SOURCES.map(newestMtime))) return;
  const args = ['build', '--config', 'vite.lib.config.ts', ...(mode ? ['--mode', mode] : [])];
  const build = spawnSync(process.execPath, [VITE, ...args], { cwd: REPO, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`library build failed:\n${build.stdout}${build.stderr}`);
}
