/**
 * The Firefox build (dist/firefox): the same sources and the same build as Chromium's
 * (vite.config.ts: crxjs, the on-demand content script), with the manifest Firefox's MV3 wants.
 * webextension-polyfill already gives the code one `browser.*` API on both.
 *
 *  - background: Firefox runs MV3 background *scripts* (event pages), not service workers; the
 *    loader crxjs writes is an ES module, so it is declared as a module script.
 *  - browser_specific_settings.gecko: the add-on id (storage and IndexedDB are keyed by it), the
 *    first Firefox with everything used here, and the data-collection declaration (none).
 *
 * `npm run build:firefox` builds it, `npm run lint:firefox` runs Mozilla's `web-ext lint` on it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, mergeConfig, type Plugin, type UserConfig } from 'vite';
import chromeConfig from './vite.config';

export const FIREFOX_OUT_DIR = 'dist/firefox';
/** The add-on's id: stable across versions, in the e-mail-like form AMO accepts. */
export const GECKO_ID = 'winnow@winnow.example.org';
/**
 * Firefox 140 (ESR): MV3 with scripting.executeScript({ files }), module background scripts,
 * optional_host_permissions, and the data_collection_permissions key (new in 140 on desktop,
 * 142 on Android).
 */
export const GECKO_MIN_VERSION = '140.0';
export const GECKO_ANDROID_MIN_VERSION = '142.0';

function firefoxManifest(): Plugin {
  let outDir = '';
  return {
    name: 'winnow:firefox-manifest',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      outDir = resolve(resolved.root, resolved.build.outDir);
    },
    // After crxjs has written its manifest (closeBundle runs once the bundle is on disk).
    closeBundle() {
      const path = resolve(outDir, 'manifest.json');
      const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown> & {
        background?: { service_worker?: string; type?: string };
      };
      const worker = manifest.background?.service_worker;
      if (!worker) throw new Error(`${path}: no background.service_worker to convert`);
      manifest.background = { scripts: [worker], type: 'module' };
      manifest.browser_specific_settings = {
        gecko: {
          id: GECKO_ID,
          strict_min_version: GECKO_MIN_VERSION,
          // Nothing leaves the browser: the templates stay in its IndexedDB, settings in storage.
          data_collection_permissions: { required: ['none'] },
        },
        gecko_android: { strict_min_version: GECKO_ANDROID_MIN_VERSION },
      };
      writeFileSync(path, JSON.stringify(manifest, null, 2) + '\n');
    },
  };
}

export default defineConfig(
  mergeConfig(chromeConfig as UserConfig, {
    plugins: [firefoxManifest()],
    build: { outDir: FIREFOX_OUT_DIR },
  }),
);
