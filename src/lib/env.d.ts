/** Package version, replaced at build time by vite `define` (see vite.lib.config.ts). */
declare const __WINNOW_VERSION__: string;
