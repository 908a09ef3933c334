/**
 * The site key: the page's origin; null for pages without one (file:, data:, about:). Its own
 * module so the popup reads it without loading the template learner (and the engine with it).
 */
export function siteKeyOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin && origin !== 'null' ? origin : null;
  } catch {
    return null;
  }
}
