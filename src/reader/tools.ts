/** The on-demand reading tools (see tools-api.ts): one object, for the injected script and the tab view. */
import type { ReaderTools } from './tools-api';
import { startReadAloud } from './speech/session';
import { asMarkdown } from './export-markdown';
import { joinPages } from './pages';

export const readerTools: ReaderTools = { startReadAloud, asMarkdown, joinPages };
