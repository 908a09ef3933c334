#!/usr/bin/env node
// Shim for the built CLI (src/lib/cli.ts → dist/lib/cli.mjs).
import { existsSync } from 'node:fs';

const built = new URL('../dist/lib/cli.mjs', import.meta.url);
if (!existsSync(built)) {
  process.stderr.write('winnow: dist/lib/cli.mjs is missing; run `npm run build` first\n');
  process.exit(1);
}
const { main } = await import(built.href);
process.exitCode = await main(process.argv.slice(2));
