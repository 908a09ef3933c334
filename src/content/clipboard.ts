/**
 * Writing the clipboard from the content script (the "Copy clean text" menu entry runs without
 * any extension page open). The async Clipboard API first; where it refuses (the page lost
 * focus, a permissions policy), a copy event filled by us, which the `clipboardWrite`
 * permission lets an extension trigger without touching the page's DOM or selection.
 */
export async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return copyEvent(text);
  }
}

function copyEvent(text: string): boolean {
  let written = false;
  const onCopy = (event: ClipboardEvent): void => {
    if (!event.clipboardData) return;
    event.clipboardData.setData('text/plain', text);
    event.preventDefault();
    event.stopImmediatePropagation();
    written = true;
  };
  document.addEventListener('copy', onCopy, true);
  try {
    document.execCommand('copy');
  } finally {
    document.removeEventListener('copy', onCopy, true);
  }
  return written;
}
