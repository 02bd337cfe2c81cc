/** Saves `content` as a file: a Blob behind an object URL, clicked from the reader's own click. */
export function downloadFile(fileName: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start reading the blob before it is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** "Academy Token" → "academy-token"; never empty. */
export function fileSlug(text: string): string {
  const slug = text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return slug || 'token';
}
