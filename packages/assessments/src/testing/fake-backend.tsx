// The shared fake backend (a real API client over a fake fetch), and helpers of the assessment screens' tests.
import { vi } from 'vitest';

export * from '@assess/ui/testing';

/** A PDF the way a file input gives it; `size` in bytes. */
export function pdfFile(name = 'answers.pdf', size = 1024, type = 'application/pdf'): File {
  const file = new File(['%PDF-1.7'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/**
 * Catches the browser downloads a screen starts (object URL plus a link click, which jsdom cannot do): the
 * names of the files saved, and restore() to undo.
 */
export function captureDownloads(): { saved: string[]; restore: () => void } {
  const saved: string[] = [];
  URL.createObjectURL = vi.fn(() => 'blob:download');
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return { saved, restore: () => click.mockRestore() };
}
