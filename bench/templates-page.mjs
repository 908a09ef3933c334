// In-page step of the template bench (serialised by Playwright; no closures over Node values).
// One loaded page, several learners (one per parameter set): each first extracts with the
// template it has so far, as the worker does when the reader opens, then learns from the page.

/**
 * @param {{ states: (object|null)[], configs: object[] }} arg
 * @returns {Promise<{ base: string, baseError: string|null, runs: { text: string, ms: number|null, size: number, observeMs: number, state: object }[] }>}
 */
export async function templateStepInPage({ states, configs }) {
  const W = /** @type {any} */ (globalThis).Winnow;
  /** @param {object} opts */
  const run = async (opts) => {
    try {
      const a = await W.extract(document, opts);
      return { text: a.text ?? '', ms: a.timings?.template ?? null, error: null };
    } catch (err) {
      return { text: '', ms: null, error: String(/** @type {any} */ (err)?.message ?? err).slice(0, 200) };
    }
  };
  const base = await run({});
  const runs = [];
  for (let i = 0; i < configs.length; i++) {
    const learner = W.createTemplateLearner(states[i], configs[i]);
    const template = learner.template();
    const res = template.entries.length ? await run({ template }) : { ...base, ms: null };
    // Again, warm: the first call on a page also pays for compiling the matcher (fresh bundle).
    const warm = template.entries.length ? await run({ template }) : { ms: null };
    const t0 = performance.now();
    learner.observe(document);
    const observeMs = performance.now() - t0;
    runs.push({ text: res.text, ms: res.ms, warmMs: warm.ms, size: template.entries.length, observeMs, state: learner.toJSON() });
  }
  return { base: base.text, baseError: base.error, runs };
}
