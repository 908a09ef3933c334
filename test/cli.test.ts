/**
 * The built CLI (bin/winnow.js → dist/lib/cli.mjs) run as a subprocess.
 * Dataset pages are read in place from ../shared/datasets (env WINNOW_DATASETS overrides).
 */
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EN_STORY } from './fixtures/pages/multipage';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { ensureLibBuilt, BUILD_TIMEOUT_MS } from './helpers/build';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const REPO = fileURLToPath(new URL('..', import.meta.url));
/** The half of `npm run build:lib` this file needs (the other test file builds the other). */
const BIN = join(REPO, 'bin/winnow.js');
/** What the esm bundle is built from; a newer file here means rebuild. */
const DATASETS = process.env.WINNOW_DATASETS ?? resolve(REPO, '../shared/datasets');
const RUN_TIMEOUT_MS = 30_000;

/** Dataset pages with a sentence from their truth and a navigation label that must go. */
const PAGES = [
  {
    dataset: 'zh-wce-dev',
    id: '0ef8393b-0415-494c-b608-1d45bb33c6fb',
    sentence: '法国总统马克龙下星期访问莫斯科和基辅',
    navigation: '如何收听法广',
  },
  {
    dataset: 'mozilla-readability',
    id: 'ars-1',
    sentence: 'Pakistan-based developer Ammar Askar wrote in a blog post',
    navigation: 'Advertise with Ars',
  },
];

const PARAGRAPH =
  'Winnow reads the page and keeps the part a person came for, dropping menus, footers and ' +
  'the rest of the chrome around it. This paragraph is long enough to count as content. ';
const ARTICLE_PAGE = `<!doctype html><html><head><title>Test article</title></head><body>
<nav><a href="/">Home</a> <a href="/about">About us</a></nav>
<article><h1>Test article</h1>
<p>${PARAGRAPH}See <a href="notes/one.html">the first note</a> for details.</p>
<p>${PARAGRAPH.repeat(2)}</p><p>${PARAGRAPH.repeat(2)}</p></article>
</body></html>`;
const NAV_ONLY_PAGE = `<!doctype html><html><head><title>Links</title></head><body>
<ul>${['Home', 'News', 'Sport', 'Weather', 'Contact'].map((t) => `<li><a href="/${t}">${t}</a></li>`).join('')}</ul>
</body></html>`;

/** Builds this test's half of build:lib when it is missing or stale. */
function ensureBuilt(): void {
  ensureLibBuilt('dist/lib/cli.mjs', 'esm');
}

function winnow(args: string[], input?: string | Buffer) {
  const run = spawnSync(process.execPath, [BIN, ...args], {
    cwd: REPO,
    input,
    encoding: 'utf8',
    timeout: RUN_TIMEOUT_MS,
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** An expected failure: exactly one `winnow: ` line on stderr, nothing on stdout. */
function expectOneLineError(result: ReturnType<typeof winnow>, code: number): void {
  expect(result.code).toBe(code);
  expect(result.stdout).toBe('');
  expect(result.stderr).toMatch(/^winnow: [^\n]+\n$/);
}

let dir: string;
let articlePath: string;

beforeAll(() => {
  ensureBuilt();
  dir = mkdtempSync(join(tmpdir(), 'winnow-cli-'));
  articlePath = join(dir, 'article.html');
  writeFileSync(articlePath, ARTICLE_PAGE);
}, BUILD_TIMEOUT_MS);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A clean run whose text holds the page's sentence and not its navigation label. */
function expectArticle(result: ReturnType<typeof winnow>, page: { sentence: string; navigation: string }): void {
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  expect(result.stdout).toContain(page.sentence);
  expect(result.stdout).not.toContain(page.navigation);
}

describe.skipIf(!existsSync(DATASETS))('dataset pages', () => {
  for (const page of PAGES) {
    it(`extracts ${page.dataset}/${page.id}`, () => {
      const path = join(DATASETS, page.dataset, 'pages', `${page.id}.html.gz`);
      expectArticle(winnow([path]), page);
    });
  }

  it('reads a page from stdin', () => {
    const page = PAGES[0];
    const html = gunzipSync(readFileSync(join(DATASETS, page.dataset, 'pages', `${page.id}.html.gz`)));
    const result = winnow(['-'], html);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(page.sentence);
  });
});

/** Pages written for the tests (test/fixtures/unseen), gzipped as the datasets ship theirs. */
const FIXTURE_PAGES = [
  { name: 'zh-table-rails-vs-notice.html', sentence: '今年春天，城南老街的三十多家手工作坊重新开门营业', navigation: '热门搜索词3号' },
  { name: 'story-beside-rail.html', sentence: 'giving students a quiet place to revise', navigation: 'Market square gets new benches' },
];
const fixturePage = (name: string) => readFileSync(join(REPO, 'test', 'fixtures', 'unseen', name));

describe('pages written for the tests (run without ../shared)', () => {
  for (const page of FIXTURE_PAGES) {
    it(`extracts ${page.name}, gzipped`, () => {
      const path = join(dir, `${page.name}.gz`);
      writeFileSync(path, gzipSync(fixturePage(page.name)));
      expectArticle(winnow([path]), page);
    });
  }

  it('reads a page from stdin', () => {
    const result = winnow(['-'], fixturePage(FIXTURE_PAGES[0].name));
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(FIXTURE_PAGES[0].sentence);
  });
});

describe('formats', () => {
  it('text is the default, headed by the title', () => {
    const result = winnow([articlePath]);
    expect(result.code).toBe(0);
    expect(result.stdout.startsWith('Test article\n\n')).toBe(true);
    expect(result.stdout).toContain('keeps the part a person came for');
    expect(result.stdout).not.toContain('<p>');
    expect(result.stdout).not.toContain('About us');
  });

  it('markdown starts with a title heading', () => {
    const result = winnow([articlePath, '--format', 'markdown']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^# Test article$/m);
  });

  it('html has paragraphs', () => {
    const result = winnow([articlePath, '--format=html']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('<p>');
  });

  it('json is the whole article', () => {
    const result = winnow(['-f', 'json', articlePath]);
    expect(result.code).toBe(0);
    const article = JSON.parse(result.stdout);
    expect(article.title).toBe('Test article');
    expect(article.text).toContain('keeps the part a person came for');
    expect(article.wordCount).toBeGreaterThan(50);
  });
});

describe('input and URLs', () => {
  it('reads stdin when no path is given', () => {
    const result = winnow([], ARTICLE_PAGE);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('keeps the part a person came for');
  });

  it('--url absolutises relative links', () => {
    const result = winnow([articlePath, '-f', 'html', '--url', 'https://example.org/blog/post']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('href="https://example.org/blog/notes/one.html"');
  });

  it('relative links stay relative without --url', () => {
    const result = winnow([articlePath, '-f', 'html']);
    expect(result.stdout).toContain('href="notes/one.html"');
  });
});

describe('errors and help', () => {
  it('a missing file exits 1', () => {
    expectOneLineError(winnow([join(dir, 'missing.html')]), 1);
  });

  it('a page without content exits 3', () => {
    const path = join(dir, 'nav.html');
    writeFileSync(path, NAV_ONLY_PAGE);
    expectOneLineError(winnow([path]), 3);
  });

  it('an unknown flag or format exits 2', () => {
    expectOneLineError(winnow(['--frobnicate', articlePath]), 2);
    expectOneLineError(winnow([articlePath, '--format', 'pdf']), 2);
  });

  it('--help explains usage, formats and exit codes', () => {
    const result = winnow(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Usage: winnow/);
    for (const word of ['markdown', 'json', 'Exit codes']) expect(result.stdout).toContain(word);
  });

  it('--version prints the package version', () => {
    const { version } = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8'));
    expect(winnow(['--version']).stdout.trim()).toBe(version);
  });
});

describe('--pages: an article split over pages', () => {
  /** The CLI run without blocking this process (the test serves the following pages). */
  const winnowAsync = (args: string[]) => new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: REPO });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => done({ code, stdout, stderr }));
  });

  it('joins the following pages fetched from the same site, and says which page failed', async () => {
    let html: string[] = [];
    let missing = '';
    const server = createServer((req, res) => {
      const i = EN_STORY.paths.indexOf(req.url ?? '');
      if (i < 0 || req.url === missing) res.writeHead(404).end();
      else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html[i]);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    html = EN_STORY.html(origin);
    const dir = mkdtempSync(join(tmpdir(), 'winnow-pages-'));
    const file = join(dir, 'page1.html');
    writeFileSync(file, html[0]!);
    try {
      const whole = await winnowAsync([file, '--pages', '--url', origin + EN_STORY.paths[0]]);
      expect(whole.code).toBe(0);
      const at = EN_STORY.marks.map((m) => whole.stdout.indexOf(m));
      expect(at.every((i) => i >= 0) && at[0]! < at[1]! && at[1]! < at[2]!, JSON.stringify(at)).toBe(true);
      expect(whole.stdout.split(EN_STORY.standfirst).length - 1).toBe(1);
      // Without the flag nothing is fetched.
      expect((await winnowAsync([file, '--url', origin + EN_STORY.paths[0]])).stdout).not.toContain(EN_STORY.marks[1]);
      missing = EN_STORY.paths[2]!;
      const partial = await winnowAsync([file, '--pages', '--url', origin + EN_STORY.paths[0]]);
      expect(partial.code).toBe(0);
      expect(partial.stdout).toContain(EN_STORY.marks[1]);
      expect(partial.stderr).toBe('winnow: page 3 could not be read (HTTP 404)\n');
      expect(winnow([file, '--pages']).code).toBe(2);
    } finally {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
