export type PdfErrorCode = 'encrypted' | 'corrupt' | 'empty';

const MESSAGES: Record<PdfErrorCode, string> = {
  encrypted: 'The PDF is password-protected or encrypted; upload an unlocked copy.',
  corrupt: 'The file is not a readable PDF (it is damaged or not a PDF at all).',
  empty: 'The PDF has no readable text, and no text could be recognised on its pages.',
};

/** A PDF that cannot be read, with a code the caller can branch on and a message fit to show a user. */
export class PdfReadError extends Error {
  readonly code: PdfErrorCode;
  constructor(code: PdfErrorCode, cause?: unknown) {
    super(MESSAGES[code], cause === undefined ? undefined : { cause });
    this.name = 'PdfReadError';
    this.code = code;
  }
}
