/**
 * Helpers for the reading view end to end. The view lives in a *closed* shadow root (pages must
 * not reach it), which Playwright's selectors cannot enter either; the tests reach it the way
 * DevTools does, through the Chrome DevTools Protocol (DOM.getDocument with pierce), and run
 * functions with the view's <dialog> as `this`. Clicks and keys are real input events.
 */
import type { BrowserContext, CDPSession, Page, Worker } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const HOST_ATTRIBUTE = 'data-winnow-reader';

interface CdpNode {
  nodeName: string;
  backendNodeId: number;
  attributes?: string[];
  children?: CdpNode[];
  shadowRoots?: CdpNode[];
}

function findHost(node: CdpNode): CdpNode | null {
  if (node.attributes?.some((a, i) => i % 2 === 0 && a === HOST_ATTRIBUTE)) return node;
  for (const child of node.children ?? []) {
    const hit = findHost(child);
    if (hit) return hit;
  }
  return null;
}

export interface ReaderHandle {
  cdp: CDPSession;
  /** Runs `fn` with the view's <dialog> as `this` (in the page's main world); returns its value. */
  eval<T>(fn: string, ...args: unknown[]): Promise<T>;
  /** Clicks (real mouse) the element matching `selector` inside the view. */
  click(selector: string): Promise<void>;
  /** The view's text (the dialog's innerText). */
  text(): Promise<string>;
  shadowRootObjectId: string;
  hostObjectId: string;
}

/** The open reading view of `page`, or null when none is mounted. */
export async function readerOf(page: Page): Promise<ReaderHandle | null> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: CdpNode };
  const host = findHost(root);
  const shadow = host?.shadowRoots?.[0];
  const dialog = shadow?.children?.find((c) => c.nodeName === 'DIALOG');
  if (!host || !shadow || !dialog) {
    await cdp.detach();
    return null;
  }
  const resolve = async (n: CdpNode) =>
    ((await cdp.send('DOM.resolveNode', { backendNodeId: n.backendNodeId })) as { object: { objectId: string } }).object.objectId;
  const [dialogId, shadowId, hostId] = await Promise.all([resolve(dialog), resolve(shadow), resolve(host)]);
  const evalIn = async <T>(fn: string, ...args: unknown[]): Promise<T> => {
    const res = (await cdp.send('Runtime.callFunctionOn', {
      objectId: dialogId,
      functionDeclaration: fn,
      arguments: args.map((value) => ({ value })),
      returnByValue: true,
      awaitPromise: true,
    })) as { result: { value: T }; exceptionDetails?: { exception?: { description?: string } } };
    if (res.exceptionDetails) throw new Error(res.exceptionDetails.exception?.description ?? 'evaluation failed');
    return res.result.value;
  };
  return {
    cdp,
    eval: evalIn,
    async click(selector) {
      const box = await evalIn<{ x: number; y: number } | null>(
        `function (sel) { const el = this.querySelector(sel); if (!el) return null; el.scrollIntoView({ block: 'center' });
          const r = el.getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2 }; }`,
        selector,
      );
      if (!box) throw new Error(`No ${selector} in the reading view`);
      await page.mouse.click(box.x, box.y);
    },
    text: () => evalIn<string>('function () { return this.innerText; }'),
    shadowRootObjectId: shadowId,
    hostObjectId: hostId,
  };
}

/** Waits until the reading view is mounted (or unmounted, with `open = false`). */
export async function waitForReader(page: Page, open = true, timeoutMs = 15_000): Promise<ReaderHandle | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mounted = await page.evaluate((attr) => !!document.querySelector(`[${attr}]`), HOST_ATTRIBUTE);
    if (mounted === open) return open ? readerOf(page) : null;
    if (Date.now() > deadline) throw new Error(`Reading view did not ${open ? 'open' : 'close'}`);
    await page.waitForTimeout(50);
  }
}

/** Runs the worker's own command / context-menu handlers (keys and native menus can't be used headless). */
export function dispatchCommand(worker: Worker, command: string, tabId: number): Promise<unknown> {
  return worker.evaluate(
    ([c, id]) => (globalThis as unknown as { winnowReader: { command(c: string, tab: object): Promise<unknown> } })
      .winnowReader.command(c, { id }),
    [command, tabId] as const,
  );
}

export function dispatchMenu(worker: Worker, menuItemId: string, tabId: number): Promise<unknown> {
  return worker.evaluate(
    ([m, id]) => (globalThis as unknown as { winnowReader: { menu(i: object, tab: object): Promise<unknown> } })
      .winnowReader.menu({ menuItemId: m }, { id }),
    [menuItemId, tabId] as const,
  );
}

/** The axe-core source, to inject into a page's main world. */
export function axeSource(): string {
  const require = createRequire(import.meta.url);
  return readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/** axe rules run: WCAG 2.x A and AA plus best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Formats violations for an assertion message. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations.map((v) => `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.join('\n    ')}`).join('\n');
}

/**
 * Runs axe-core on the reading view. axe walks shadow roots through `host.shadowRoot`, which is
 * null for a closed root; the test gives this one host instance (in the main world only, where
 * axe runs) a `shadowRoot` property pointing at the real root. The product is unchanged.
 */
export async function axeReader(page: Page, reader: ReaderHandle): Promise<AxeViolation[]> {
  await reader.cdp.send('Runtime.evaluate', { expression: axeSource() });
  await reader.cdp.send('Runtime.callFunctionOn', {
    objectId: reader.hostObjectId,
    functionDeclaration: `function (root) { Object.defineProperty(this, 'shadowRoot', { value: root, configurable: true }); }`,
    arguments: [{ objectId: reader.shadowRootObjectId }],
  });
  void page;
  return reader.eval<AxeViolation[]>(
    `async function (tags) {
      const result = await axe.run({ include: [[['[${HOST_ATTRIBUTE}]', 'dialog']]] }, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
    }`,
    AXE_TAGS,
  );
}

/** Runs axe-core on an ordinary page (popup, options). */
export async function axePage(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeSource());
  return page.evaluate(async (tags) => {
    const axe = (globalThis as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  }, AXE_TAGS);
}

/**
 * "Forget everything" through the options page. Tests serve the same real article at several
 * URLs of one origin; with learning on, that text soon repeats "on every page of the site" and
 * becomes template. Tests that read it again start from an empty store.
 */
export async function forgetEverything(context: BrowserContext, extensionId: string): Promise<void> {
  const options = await context.newPage();
  await options.goto(`chrome-extension://${extensionId}/src/options/options.html`);
  await options.locator('#forget-all').click();
  await options.locator('#empty').waitFor({ state: 'visible' });
  await options.close();
}
