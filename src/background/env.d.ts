/** Path of the built content script inside the extension (vite.config.ts `define`). */
declare const __WINNOW_CONTENT_SCRIPT__: string;
