// How every tool here starts Debian's Chromium (bench, e2e, demo): one place for the flags.
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

/** Whether Debian's speech engine is installed (speech-dispatcher with its espeak-ng module). */
export const HAVE_SPEECH_ENGINE =
  existsSync('/usr/bin/speech-dispatcher') && existsSync('/usr/lib/speech-dispatcher-modules/sd_espeak-ng');

/**
 * Launch options that give headless Chromium real voices with no audio device: Chromium talks to
 * a private speech-dispatcher (its own config, socket and logs under a temporary directory) whose
 * espeak-ng audio goes to ALSA's null device, so utterances end as they would aloud.
 * @returns {{ args: string[], env: Record<string, string | undefined> }}
 */
export function silentSpeech() {
  const home = mkdtempSync(join(tmpdir(), 'winnow-speech-'));
  for (const dir of ['config/speech-dispatcher', 'cache', 'run']) mkdirSync(join(home, dir), { recursive: true, mode: 0o700 });
  writeFileSync(join(home, 'config/speech-dispatcher/speechd.conf'), 'AudioOutputMethod "alsa"\nAudioALSADevice "null"\n');
  return {
    args: ['--enable-speech-dispatcher'],
    env: { ...process.env, XDG_CONFIG_HOME: join(home, 'config'), XDG_CACHE_HOME: join(home, 'cache'), XDG_RUNTIME_DIR: join(home, 'run') },
  };
}
