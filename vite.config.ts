/**
 * Builds the extension with @crxjs/vite-plugin from manifest.json into dist/extension.
 * E2E=1 builds a test variant into dist/extension-e2e whose manifest also grants the local test
 * server's host (activeTab can't be granted by a click in automated tests).
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { build, defineConfig, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { crx, type ManifestV3Export } from '@crxjs/vite-plugin';
import baseManifest from './manifest.json' with { type: 'json' };
import { contentScriptSize, READER_SCRIPT_BUDGET_GZIP_KB } from './scripts/content-size.mjs';

const E2E = process.env.E2E === '1';
/**
 * Host the e2e fixture server listens on (any port); '<all_urls>' stands in for activeTab, which
 * no automated click can grant. Every e2e request outside 127.0.0.1 is aborted by the fixtures anyway.
 */
const E2E_HOST_PERMISSIONS = ['http://127.0.0.1/*', '<all_urls>'];
/** Content scripts: sources, and the classic scripts the worker injects or registers. */
const CONTENT_SCRIPT_SRC = 'src/content/index.ts';
const CONTENT_SCRIPT_OUT = 'src/content/index.js';
/** The reading-view script, injected when the reading view opens (src/background/reader.ts). */
const READER_SCRIPT_SRC = 'src/content/reader-main.ts';
const READER_SCRIPT_OUT = 'src/content/reader.js';
/** The browsing-time learning script (registered per site at run time, src/background/browsing.ts). */
const LEARN_SCRIPT_SRC = 'src/content/learn.ts';
const LEARN_SCRIPT_OUT = 'src/content/learn.js';
/** The reading view's tools (read aloud, Markdown), injected when first used (src/background/reader.ts). */
const TOOLS_SCRIPT_SRC = 'src/content/tools-main.ts';
const TOOLS_SCRIPT_OUT = 'src/content/tools.js';
const CLASSIC_SCRIPTS = [
  { src: CONTENT_SCRIPT_SRC, out: CONTENT_SCRIPT_OUT },
  { src: READER_SCRIPT_SRC, out: READER_SCRIPT_OUT },
  { src: LEARN_SCRIPT_SRC, out: LEARN_SCRIPT_OUT },
  { src: TOOLS_SCRIPT_SRC, out: TOOLS_SCRIPT_OUT },
];
/** Browsers we ship for (MV3 + scripting API). */
const TARGET = 'chrome120';

const manifest = (
  E2E ? { ...baseManifest, host_permissions: E2E_HOST_PERMISSIONS } : baseManifest
) as ManifestV3Export;

/**
 * Builds the on-demand content script as one self-contained IIFE (executeScript({files}) runs
 * classic scripts, so no ESM chunks) and adds it to the bundle. Not declared in the manifest and
 * not web-accessible: pages can neither run nor probe for it.
 *
 * Why not crxjs's `import file from '../content/index.ts?iife'`: with vite 8 (rolldown) crxjs 3.0
 * emits that script's chunk under the same name as the service worker ("index.ts") and the
 * worker loader then imports the content script instead of the worker.
 */
function contentScript(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'winnow:content-script',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle() {
      for (const { src, out } of CLASSIC_SCRIPTS) {
        const result = await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          publicDir: false,
          logLevel: 'warn',
          build: {
            write: false,
            emptyOutDir: false,
            // Pages pay for every byte on each click: shipped minified, without source maps.
            minify: true,
            target: TARGET,
            lib: { entry: src, formats: ['iife'], name: 'winnowContent' },
          },
        });
        const outputs = (Array.isArray(result) ? result : [result as Rollup.RollupOutput]).flatMap((r) => r.output);
        const entry = outputs.find((o): o is Rollup.OutputChunk => o.type === 'chunk' && o.isEntry);
        if (!entry) throw new Error(`No IIFE output for ${src}`);
        this.emitFile({ type: 'asset', fileName: out, source: entry.code });
      }
    },
  };
}

/** public/demo/ holds the demo's sample page (scripts/demo.mjs); the extension doesn't ship it. */
function dropDemoAssets(): Plugin {
  let outDir = '';
  return {
    name: 'winnow:drop-demo-assets',
    apply: 'build',
    configResolved(resolved) {
      outDir = resolve(resolved.root, resolved.build.outDir);
    },
    closeBundle() {
      rmSync(resolve(outDir, 'demo'), { recursive: true, force: true });
    },
  };
}

export default defineConfig({
  plugins: [crx({ manifest }), contentScript(), dropDemoAssets(), contentScriptSize(CLASSIC_SCRIPTS.map((s) => s.out), { [READER_SCRIPT_OUT]: READER_SCRIPT_BUDGET_GZIP_KB })],
  define: {
    __WINNOW_CONTENT_SCRIPT__: JSON.stringify(CONTENT_SCRIPT_OUT),
    __WINNOW_READER_SCRIPT__: JSON.stringify(READER_SCRIPT_OUT),
    __WINNOW_LEARN_SCRIPT__: JSON.stringify(LEARN_SCRIPT_OUT),
    __WINNOW_TOOLS_SCRIPT__: JSON.stringify(TOOLS_SCRIPT_OUT),
  },
  build: {
    outDir: E2E ? 'dist/extension-e2e' : 'dist/extension',
    emptyOutDir: true,
    // Readable output helps reviewers of the packed extension; it is small either way.
    minify: false,
    sourcemap: false,
    target: TARGET,
    // Extension pages the manifest doesn't name: the reading view's tab fallback.
    rollupOptions: { input: { reader: 'src/reader/reader.html' } },
  },
});
