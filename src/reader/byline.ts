/** A byline as shown: trailing separators some sites leave after the name ("Ann Lee —") go. */
export function cleanByline(byline: string): string {
  return byline.replace(/[\s\u2014\u2013\-|,·:]+$/u, '').trim();
}
