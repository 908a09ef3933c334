/**
 * The options page's switch for the screenshot page-type model (seed 003), shared by the worker
 * (which reads it before capturing) and the options page (which sets it). Kept apart from
 * screenshot.ts so the options page does not bundle the CNN.
 */
import browser from 'webextension-polyfill';

/**
 * storage.local key of the options page's switch. Off by default: the capture costs 40–140 ms
 * per popup and, with SCREENSHOT_WEIGHT at 0, does not change the reading (models/README.md).
 */
export const SCREENSHOT_SETTING_KEY = 'screenshotModel';

/** The user switched the screenshot model on (a storage failure reads as off). */
export async function screenshotModelOn(): Promise<boolean> {
  try {
    const got = await browser.storage.local.get(SCREENSHOT_SETTING_KEY);
    return got[SCREENSHOT_SETTING_KEY] === true;
  } catch {
    return false;
  }
}

/** Switches the screenshot model on or off. */
export async function setScreenshotModel(on: boolean): Promise<void> {
  await browser.storage.local.set({ [SCREENSHOT_SETTING_KEY]: on });
}
