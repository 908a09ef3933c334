/**
 * Options page: the learned sites (per-site template store, seed 000) with their page and entry
 * counts; inspect a site's entries, forget a site or everything, switch learning off per site or
 * globally. The page opens the same IndexedDB as the worker (one extension origin). Entry texts
 * come from web pages: they are only ever set as textContent.
 */
import { TemplateStore, type SiteSummary } from '../background/template-store';

const store = new TemplateStore();
const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

function cell(row: HTMLTableRowElement, text: string, numeric = false): HTMLTableCellElement {
  const td = row.insertCell();
  td.textContent = text;
  if (numeric) td.className = 'num';
  return td;
}

function button(label: string, action: () => Promise<void>): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = label;
  b.addEventListener('click', () => void action().then(render));
  return b;
}

async function inspect(site: string): Promise<void> {
  const entries = await store.entries(site);
  $('inspect-title').textContent = `${site}: ${entries.length} entries`;
  const list = $('inspect-entries');
  list.replaceChildren(
    ...entries.map((e) => {
      const li = document.createElement('li');
      li.textContent = `<${e.tag}> ${e.text} (seen on ${e.count} pages)`;
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
  toggle.addEventListener('change', () => void store.setSiteLearning(s.site, toggle.checked).then(render));
  row.insertCell().append(toggle);
  row.insertCell().append(
    button('Inspect', () => inspect(s.site)),
    button('Forget this site', async () => {
      await store.forget(s.site);
      $('inspect').hidden = true;
    }),
  );
  return row;
}

async function render(): Promise<void> {
  const [sites, learning] = await Promise.all([store.sites(), store.learningEnabled()]);
  ($('learning') as HTMLInputElement).checked = learning;
  const body = $('sites').querySelector('tbody')!;
  body.replaceChildren(...sites.map(siteRow));
  $('empty').hidden = sites.length > 0;
  document.body.dataset.state = 'ready';
}

$('learning').addEventListener('change', (e) => {
  void store.setLearning((e.target as HTMLInputElement).checked).then(render);
});
$('forget-all').addEventListener('click', () => {
  void store.forgetAll().then(() => {
    $('inspect').hidden = true;
    return render();
  });
});
void render();
