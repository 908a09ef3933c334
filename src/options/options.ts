/**
 * Options page: the learned sites (per-site template store, seed 000) with their page and entry
 * counts; inspect a site's entries, forget a site or everything, switch learning off per site or
 * globally, and opt sites in to learning while browsing (an optional host permission per site).
 * The page opens the same IndexedDB as the worker (one extension origin). Entry texts come from
 * web pages: they are only ever set as textContent.
 */
import browser from 'webextension-polyfill';
import { TemplateStore, type SiteSummary } from '../background/template-store';
import { listBrowsingMessage, originPattern, setBrowsingMessage } from '../messaging/browsing-messages';
import { listAutoOpenMessage, setAutoOpenMessage } from '../messaging/auto-open-messages';

const store = new TemplateStore();
const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;
const t = (key: string, subs?: string[]): string => browser.i18n.getMessage(key, subs) || key;

function localize(): void {
  document.documentElement.lang = browser.i18n.getUILanguage();
  for (const el of Array.from(document.querySelectorAll<HTMLElement>('[data-i18n]'))) {
    el.textContent = t(el.dataset.i18n!);
  }
}

function cell(row: HTMLTableRowElement, text: string, numeric = false): HTMLTableCellElement {
  const td = row.insertCell();
  td.textContent = text;
  if (numeric) td.className = 'num';
  return td;
}

function button(label: string, action: () => Promise<void>, accessibleName?: string): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = label;
  if (accessibleName) b.setAttribute('aria-label', accessibleName);
  b.addEventListener('click', () => void action().then(render));
  return b;
}

async function inspect(site: string): Promise<void> {
  const entries = await store.entries(site);
  $('inspect-title').textContent = t('optionsInspectTitle', [site, String(entries.length)]);
  $('inspect-entries').replaceChildren(
    ...entries.map((e) => {
      const li = document.createElement('li');
      li.textContent = t('optionsEntry', [e.tag, e.text, String(e.count)]);
      return li;
    }),
  );
  $('inspect').hidden = false;
}

function siteRow(s: SiteSummary): HTMLTableRowElement {
  const row = document.createElement('tr');
  row.dataset.site = s.site;
  cell(row, s.site);
  cell(row, String(s.pages), true);
  cell(row, String(s.entries), true);
  const toggle = document.createElement('input');
  toggle.type = 'checkbox';
  toggle.checked = s.learning;
  toggle.className = 'site-learning';
  toggle.setAttribute('aria-label', t('optionsSiteLearningLabel', [s.site]));
  toggle.addEventListener('change', () => void store.setSiteLearning(s.site, toggle.checked).then(render));
  row.insertCell().append(toggle);
  row.insertCell().append(
    button(t('optionsInspect'), () => inspect(s.site), t('optionsInspectLabel', [s.site])),
    button(t('optionsForgetSite'), async () => {
      await store.forget(s.site);
      $('inspect').hidden = true;
    }),
  );
  return row;
}

/**
 * One line per site of a per-site feature (learning while browsing, opening the reading view by
 * itself), with the button that switches the feature off there.
 */
function featureRow(site: string, label: string, accessibleName: string, switchOff: object): HTMLLIElement {
  const li = document.createElement('li');
  li.dataset.site = site;
  const name = document.createElement('span');
  name.textContent = site + ' ';
  li.append(name, button(label, async () => {
    await browser.runtime.sendMessage(switchOff);
  }, accessibleName));
  return li;
}

const browsingRow = (site: string) =>
  featureRow(site, t('optionsBrowsingStop'), t('optionsBrowsingStopLabel', [site]), setBrowsingMessage(site, false));
const autoOpenRow = (site: string) =>
  featureRow(site, t('optionsAutoOpenRemove'), t('optionsAutoOpenRemoveLabel', [site]), setAutoOpenMessage(site, false));

async function render(): Promise<void> {
  const [sites, learning, browsing, autoOpen] = await Promise.all([
    store.sites(),
    store.learningEnabled(),
    browser.runtime.sendMessage(listBrowsingMessage()).catch(() => []) as Promise<string[]>,
    browser.runtime.sendMessage(listAutoOpenMessage()).catch(() => []) as Promise<string[]>,
  ]);
  const opening = Array.isArray(autoOpen) ? autoOpen : [];
  $('auto-open-sites').replaceChildren(...opening.map(autoOpenRow));
  $('auto-open-empty').hidden = opening.length > 0;
  ($('learning') as HTMLInputElement).checked = learning;
  $('sites').querySelector('tbody')!.replaceChildren(...sites.map(siteRow));
  $('empty').hidden = sites.length > 0;
  $('browsing-sites').replaceChildren(...(Array.isArray(browsing) ? browsing : []).map(browsingRow));
  document.body.dataset.state = 'ready';
}

/** The origin the user typed ("example.com" is read as https://example.com), or null. */
function siteFromInput(value: string): string | null {
  const raw = value.trim();
  if (!raw) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

async function enableBrowsing(event: SubmitEvent): Promise<void> {
  event.preventDefault();
  const input = $<HTMLInputElement>('browsing-site');
  const site = siteFromInput(input.value);
  const message = $('browsing-message');
  if (!site) {
    message.textContent = t('optionsBrowsingInvalid');
    return;
  }
  // The browser asks the user here (this runs in the submit's user gesture): access to this one
  // site only, and only for learning its boilerplate.
  const granted = await browser.permissions.request({ origins: [originPattern(site)] });
  if (!granted) {
    message.textContent = t('optionsBrowsingDenied', [site]);
    return;
  }
  await browser.runtime.sendMessage(setBrowsingMessage(site, true));
  message.textContent = t('optionsBrowsingOn', [site]);
  input.value = '';
  await render();
}

localize();
$('learning').addEventListener('change', (e) => {
  void store.setLearning((e.target as HTMLInputElement).checked).then(render);
});
$('forget-all').addEventListener('click', () => {
  void store.forgetAll().then(() => {
    $('inspect').hidden = true;
    return render();
  });
});
$<HTMLFormElement>('browsing-form').addEventListener('submit', (e) => void enableBrowsing(e));
void render();
