/** An opaque key of a page (its URL without the fragment), so that no URL is ever stored. */
export async function pageKeyOf(url: string): Promise<string> {
  const bytes = new TextEncoder().encode(url.split('#')[0]);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest.slice(0, KEY_BYTES), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** 96 bits: collisions between one site's last pages are out of the question. */
const KEY_BYTES = 12;
