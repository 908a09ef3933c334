/**
 * The screenshot page-type model in the worker (seed 003): capture the visible tab, decode it,
 * reduce it to the CNN's input (the same code the trainer ran, src/core/pagetype/cnn.ts) and run
 * the plain-TS forward pass. Its class probabilities travel with the extract request as
 * options.pageTypePrior, which the core combines with the DOM model's (combine.ts).
 *
 * Best effort by design: a refused capture (no grant, a browser page, the rate limit), a tab that
 * is not the visible one, or a decode error gives null, and the extraction goes on with the DOM
 * model alone.
 */
import browser from 'webextension-polyfill';
import type { PageType } from '../core/types';
import { CNN_INPUT_HEIGHT, CNN_INPUT_WIDTH, cnnProbabilities, compileCnn, screenshotInput, type CompiledCnn, type PageTypeCnn } from '../core/pagetype/cnn';
// A packaged file, fetched on first use: bundled, its 605 kB would be parsed at every worker start.
import modelUrl from '../../models/pagetype-cnn/model.json?url';

/** JPEG, as in training (scripts/pagetype-shots.mjs JPEG_QUALITY): same artefacts, faster than PNG. */
const CAPTURE_QUALITY = 90;

export interface ScreenshotVerdict {
  probabilities: Record<PageType, number>;
  /** Capture + decode + forward pass, in ms (reported in Article.timings.screenshot). */
  ms: number;
}

let compiled: Promise<CompiledCnn> | null = null;
/** The shipped weights, fetched and decoded once per worker life (a failure is retried next time). */
function model(): Promise<CompiledCnn> {
  compiled ??= fetch(modelUrl)
    .then((r) => r.json() as Promise<PageTypeCnn>)
    .then(compileCnn)
    .catch((err: unknown) => {
      compiled = null;
      throw err;
    });
  return compiled;
}

/** RGBA pixels of a captured image (a data: URL), decoded off the main thread's DOM. */
async function pixelsOf(dataUrl: string): Promise<ImageData> {
  const blob = await (await fetch(dataUrl)).blob();
  const bitmap = await createImageBitmap(blob);
  try {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('No 2D context');
    ctx.drawImage(bitmap, 0, 0);
    return ctx.getImageData(0, 0, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}

/**
 * The screenshot model's verdict on tab `tab`, or null when it cannot be had. Only the visible
 * tab can be captured: a background tab would give another page's picture.
 */
export async function screenshotVerdict(tab: { active?: boolean; windowId?: number }): Promise<ScreenshotVerdict | null> {
  if (!tab.active || tab.windowId === undefined) return null;
  const t0 = performance.now();
  try {
    const dataUrl = await browser.tabs.captureVisibleTab(tab.windowId, { format: 'jpeg', quality: CAPTURE_QUALITY });
    const pixels = await pixelsOf(dataUrl);
    if (pixels.width < CNN_INPUT_WIDTH || pixels.height < CNN_INPUT_HEIGHT) return null;
    const probabilities = cnnProbabilities(await model(), screenshotInput(pixels));
    return { probabilities, ms: Math.round(performance.now() - t0) };
  } catch {
    return null;
  }
}
