/**
 * The `winnow` command: a saved page in, its main content out. Built to dist/lib/cli.mjs and
 * run through bin/winnow.js, which calls `main`.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { decodeHtml, maybeGunzip } from './decode';
import { parseDocument } from './dom';
import { extract, extractPages, NoContentError, version, type Article } from './index';
import { fetchPage } from '../core/pages/fetch-page';

export const EXIT = { ok: 0, input: 1, usage: 2, noContent: 3, internal: 4 } as const;
const FORMATS = ['text', 'markdown', 'html', 'json'] as const;
type Format = (typeof FORMATS)[number];
const STDIN_PATH = '-';
const JSON_INDENT = 2;

const USAGE = `Usage: winnow [page.html | page.html.gz | -] [options]

Prints the main content of a saved web page. Reads standard input when the path
is "-" or omitted (and input is piped). Gzipped input is detected and unpacked.

Options:
  -f, --format FORMAT  text (default), markdown, html or json (the whole article);
                       text and markdown start with the title, html and json's
                       text/html fields are the body alone (the title is a field)
  -u, --url URL        the page's address, used to make relative links absolute
                       (default: none, relative links stay relative)
  -p, --pages          an article split over pages: fetch its following pages
                       from the same site (at most 10; needs --url) and join them
  -h, --help           show this help
  -v, --version        show the version

Exit codes:
  0  success
  1  the input could not be read
  2  usage error (unknown option or format, bad URL)
  3  the page has no main content
  4  internal error`;

/** An expected failure: printed as one `winnow: ` line, never a stack trace. */
class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}

interface Invocation {
  help: boolean;
  version: boolean;
  format: Format;
  url?: string;
  pages: boolean;
  path?: string;
}

function parseCommandLine(args: string[]): Invocation {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        format: { type: 'string', short: 'f', default: 'text' },
        url: { type: 'string', short: 'u' },
        pages: { type: 'boolean', short: 'p', default: false },
        help: { type: 'boolean', short: 'h', default: false },
        version: { type: 'boolean', short: 'v', default: false },
      },
    });
  } catch (error) {
    // Node's messages run on with advice about "--"; keep the first sentence.
    const first = String((error as Error).message).split('. ')[0];
    throw new CliError(`${first} (see winnow --help)`, EXIT.usage);
  }
  const { values, positionals } = parsed;
  if (positionals.length > 1) {
    throw new CliError(`expected one input, got ${positionals.length}`, EXIT.usage);
  }
  const format = values.format as Format;
  if (!FORMATS.includes(format)) {
    throw new CliError(`unknown format '${format}' (use ${FORMATS.join(', ')})`, EXIT.usage);
  }
  if (values.url !== undefined && !URL.canParse(values.url)) {
    throw new CliError(`--url needs an absolute URL, got '${values.url}'`, EXIT.usage);
  }
  if (values.pages && values.url === undefined) {
    throw new CliError('--pages needs --url (the following pages are found from the page\'s address)', EXIT.usage);
  }
  const { help, version: showVersion, url, pages } = values;
  return { help, version: showVersion, format, url, pages, path: positionals[0] };
}

async function readStdin(): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const READ_ERRORS: Record<string, string> = {
  ENOENT: 'no such file',
  EISDIR: 'is a directory',
  EACCES: 'permission denied',
};

/** The page's bytes, from the file or stdin, gunzipped when needed. */
async function readInput(path: string | undefined): Promise<Uint8Array> {
  if (path === undefined && process.stdin.isTTY) {
    throw new CliError('no input file (see winnow --help)', EXIT.usage);
  }
  const fromStdin = path === undefined || path === STDIN_PATH;
  const source = fromStdin ? 'standard input' : path;
  let bytes: Uint8Array;
  try {
    bytes = fromStdin ? await readStdin() : await readFile(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    const reason = READ_ERRORS[code] ?? (error as Error).message;
    throw new CliError(`cannot read ${source}: ${reason}`, EXIT.input);
  }
  try {
    bytes = maybeGunzip(bytes);
  } catch {
    throw new CliError(`cannot read ${source}: corrupt gzip data`, EXIT.input);
  }
  return bytes;
}

function render(article: Article, format: Format): string {
  switch (format) {
    case 'json':
      return JSON.stringify(article, null, JSON_INDENT);
    case 'html':
      return article.html;
    case 'markdown': {
      // Head it with the title unless the content already has a top-level heading.
      const skipTitle = !article.title || /^# /m.test(article.markdown);
      return skipTitle ? article.markdown : `# ${article.title}\n\n${article.markdown}`;
    }
    case 'text':
      return article.title ? `${article.title}\n\n${article.text}` : article.text;
  }
}

async function run(args: string[]): Promise<string> {
  const cli = parseCommandLine(args);
  if (cli.help) return USAGE;
  if (cli.version) return version;
  const bytes = await readInput(cli.path);
  // No file:// default: the engine drops file: links, while without a URL it keeps them relative.
  const document = parseDocument(decodeHtml(bytes), cli.url);
  try {
    // The page URL, not the base: the engine resolves <base href> against it.
    if (!cli.pages || !cli.url) return render(await extract(document, { url: cli.url }), cli.format);
    const origin = new URL(cli.url).origin;
    const article = await extractPages(document, { url: cli.url, loadPage: (url) => fetchPage(url, origin, parseDocument) });
    // What was read is printed; the page that failed is said on stderr.
    if (article.pagesFailed) process.stderr.write(`winnow: page ${article.pagesFailed.number} could not be read (${article.pagesFailed.reason})\n`);
    return render(article, cli.format);
  } catch (error) {
    if (error instanceof NoContentError) {
      const source = !cli.path || cli.path === STDIN_PATH ? 'standard input' : cli.path;
      throw new CliError(`no main content in ${source}`, EXIT.noContent);
    }
    throw error;
  }
}

/** Runs the command; resolves to the exit code. Output goes to stdout, errors to stderr. */
export async function main(args: string[]): Promise<number> {
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(EXIT.ok); // reader went away (e.g. `| head`)
    throw error;
  });
  try {
    const out = await run(args);
    process.stdout.write(out.endsWith('\n') ? out : `${out}\n`);
    return EXIT.ok;
  } catch (error) {
    if (error instanceof CliError) {
      process.stderr.write(`winnow: ${error.message}\n`);
      return error.exitCode;
    }
    const detail = process.env.WINNOW_DEBUG ? (error as Error).stack : (error as Error).message;
    process.stderr.write(`winnow: internal error: ${detail}\n`);
    return EXIT.internal;
  }
}
