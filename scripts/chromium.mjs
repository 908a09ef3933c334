// How every tool here starts Debian's Chromium (bench, e2e, demo): one place for the flags.

/** Debian's package; `CHROMIUM_PATH` overrides. Playwright's own browser download is never used. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** No sandbox (root in a container), no GPU, and no background traffic on a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/** Flags that load one unpacked extension (and only it). */
export function extensionArgs(dist) {
  return [
    // Chromium 137+ ignores --load-extension unless this switch-blocking feature is off.
    '--disable-features=DisableLoadExtensionCommandLineSwitch',
    `--disable-extensions-except=${dist}`,
    `--load-extension=${dist}`,
  ];
}
