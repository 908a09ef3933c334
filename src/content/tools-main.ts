/**
 * The reading view's on-demand tools (read aloud, Markdown), injected by the worker into a page's
 * isolated world the first time the view asks for them (src/background/reader.ts). They register
 * under one global there, where the reading-view script (src/content/reader.ts) finds them.
 */
import { TOOLS_GLOBAL, type ReaderTools } from '../reader/tools-api';
import { readerTools } from '../reader/tools';

const world = globalThis as unknown as Record<string, ReaderTools | undefined>;
world[TOOLS_GLOBAL] ??= readerTools;
