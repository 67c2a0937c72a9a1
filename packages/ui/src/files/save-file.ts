/** Saves a downloaded file through a temporary link, as a browser download (inside a shadow root too). */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the object URL is released on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
