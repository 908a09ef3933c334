/**
 * Library bundles (npm run build:lib):
 *   default mode → dist/lib/winnow.iife.js  (browser/page injection: globalThis.Winnow only)
 *   --mode esm   → dist/lib/winnow.mjs + dist/lib/cli.mjs  (Node/bundlers; linkedom external)
 *   --mode research → dist/lib/winnow-research.iife.js (bench and training: learned strategies)
 *   --mode profile → dist/lib/winnow-profile.iife.js (the default, not minified: bench/profile.mjs)
 * Neither empties dist/: the extension builds to dist/extension/.
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const OUT_DIR = 'dist/lib';
const BROWSER_TARGET = 'es2020';
const NODE_TARGET = 'node20';
/** Runtime dependencies the Node build imports instead of bundling. */
const NODE_EXTERNALS = ['linkedom', 'parse5'];

/** Declarations for winnow.mjs (TypeScript pairs .mjs with .d.mts): entry + contract. */
const DECLARATIONS = [
  { from: 'src/lib/index.ts', to: 'winnow.d.mts' },
  { from: 'src/core/types.ts', to: 'types.d.ts' },
  { from: 'src/core/template-types.ts', to: 'template-types.d.ts' },
  { from: 'src/templates/types.ts', to: 'learner-types.d.ts' },
];

function declarations(): Plugin {
  return {
    name: 'winnow-declarations',
    generateBundle() {
      for (const { from, to } of DECLARATIONS) {
        const source = readFileSync(from, 'utf8');
        const { outputText } = ts.transpileDeclaration(source, { fileName: from });
        this.emitFile({
          type: 'asset',
          fileName: to,
          source: outputText
            .replaceAll("'../core/types'", "'./types.js'")
            .replaceAll("'../core/template-types'", "'./template-types.js'")
            .replaceAll("'./template-types'", "'./template-types.js'")
            .replaceAll("'../templates/types'", "'./learner-types.js'"),
        });
      }
    },
  };
}

const shared: UserConfig = {
  define: { __WINNOW_VERSION__: JSON.stringify(pkg.version) },
  publicDir: false,
  logLevel: 'warn',
};

const iife: UserConfig = {
  ...shared,
  build: {
    outDir: OUT_DIR,
    emptyOutDir: false,
    target: BROWSER_TARGET,
    minify: true,
    lib: {
      // The entry has no exports: it assigns globalThis.Winnow itself, so no `var` leaks.
      entry: 'src/lib/global.ts',
      formats: ['iife'],
      name: 'Winnow',
      fileName: () => 'winnow.iife.js',
    },
  },
};

/** The research bundle: the learned strategies and feature rows (bench, training), not shipped. */
const research: UserConfig = {
  ...shared,
  build: {
    ...iife.build,
    lib: {
      entry: 'src/lib/research.ts',
      formats: ['iife'],
      name: 'WinnowResearch',
      fileName: () => 'winnow-research.iife.js',
    },
  },
};

/** The engine as shipped but readable, so a CPU profile names functions and files (bench/profile.mjs). */
const profile: UserConfig = {
  ...shared,
  build: { ...iife.build, minify: false, sourcemap: true, lib: { ...iife.build!.lib!, fileName: () => 'winnow-profile.iife.js' } },
};

const esm: UserConfig = {
  ...shared,
  plugins: [declarations()],
  // SSR build = Node resolution and node: builtins external; noExternal bundles the rest.
  ssr: { target: 'node', noExternal: true, external: NODE_EXTERNALS },
  build: {
    outDir: OUT_DIR,
    emptyOutDir: false,
    target: NODE_TARGET,
    ssr: true,
    minify: false,
    lib: {
      entry: { winnow: 'src/lib/index.ts', cli: 'src/lib/cli.ts' },
      formats: ['es'],
      fileName: (_format, name) => `${name}.mjs`,
    },
    rolldownOptions: {
      external: NODE_EXTERNALS,
      // SSR builds ignore lib.fileName; name the files here.
      output: { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
    },
  },
};

export default defineConfig(({ mode }) => ({ esm, research, profile })[mode] ?? iife);
