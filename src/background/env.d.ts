/** Path of the built extraction script inside the extension (vite.config.ts `define`). */
declare const __WINNOW_CONTENT_SCRIPT__: string;
/** Path of the built reading-view script (vite.config.ts `define`). */
declare const __WINNOW_READER_SCRIPT__: string;
/** Path of the built browsing-time learning script (vite.config.ts `define`). */
declare const __WINNOW_LEARN_SCRIPT__: string;

/** Path of the built reading tools script (read aloud, Markdown), injected on first use (vite.config.ts `define`). */
declare const __WINNOW_TOOLS_SCRIPT__: string;
