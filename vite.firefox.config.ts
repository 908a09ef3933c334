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
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, mergeConfig, type Plugin, type UserConfig } from 'vite';
import chromeConfig from './vite.config';

const E2E = process.env.E2E === '1';
/** E2E=1 (`npm run build:firefox-e2e`) builds the test variant, as vite.config.ts does for Chromium. */
export const FIREFOX_OUT_DIR = E2E ? 'dist/firefox-e2e' : 'dist/firefox';
/**
 * The test variant's hook (e2e-firefox/hook.js), run before the extension's own background script.
 * WebDriver BiDi cannot navigate a tab to a moz-extension:// page, so on install the hook opens
 * the options page itself: the driver finds it among its pages and works from there.
 */
const E2E_HOOK_SRC = 'e2e-firefox/hook.js';
const E2E_HOOK_OUT = 'e2e-hook.js';
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
        permissions: string[];
      };
      const worker = manifest.background?.service_worker;
      if (!worker) throw new Error(`${path}: no background.service_worker to convert`);
      const scripts = [worker];
      if (E2E) {
        copyFileSync(resolve(E2E_HOOK_SRC), resolve(outDir, E2E_HOOK_OUT));
        scripts.unshift(E2E_HOOK_OUT);
        // The tests read back what Copy put on the clipboard (Chromium's grant them at run time).
        manifest.permissions.push('clipboardRead');
      }
      manifest.background = { scripts, type: 'module' };
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
