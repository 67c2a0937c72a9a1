// The fonts of every PDF Assess writes (reports, weak-areas reports, generated question papers): DejaVu Sans,
// embedded with only the glyphs used. It covers the Latin, Greek and Cyrillic scripts and the mathematical signs
// of a question paper (√, π, ≤, ², θ, Δ), where the standard PDF fonts know Latin-1 only.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

const require = createRequire(import.meta.url);
const FONT_FILES = { regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf', bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf' };

export interface DocumentFonts {
  regular: PDFFont;
  bold: PDFFont;
}

let fontBytes: Promise<{ regular: Buffer; bold: Buffer }> | undefined;

/** The font files, read once per process. */
function loadFontBytes(): Promise<{ regular: Buffer; bold: Buffer }> {
  fontBytes ??= Promise.all([readFile(require.resolve(FONT_FILES.regular)), readFile(require.resolve(FONT_FILES.bold))]).then(
    ([regular, bold]) => ({ regular, bold }),
  );
  return fontBytes;
}

/** Embeds the regular and bold fonts in the document. */
export async function embedDocumentFonts(doc: PDFDocument): Promise<DocumentFonts> {
  doc.registerFontkit(fontkit);
  const bytes = await loadFontBytes();
  return { regular: await doc.embedFont(bytes.regular, { subset: true }), bold: await doc.embedFont(bytes.bold, { subset: true }) };
}

const glyphsOf = new WeakMap<PDFFont, Set<number>>();

/** The text with each character the font has no glyph for (and every control character but a new line) as '?'. */
export function printable(text: string, font: PDFFont): string {
  let glyphs = glyphsOf.get(font);
  if (!glyphs) glyphsOf.set(font, (glyphs = new Set(font.getCharacterSet())));
  const known = glyphs;
  return [...text].map((char) => (char === '\n' || known.has(char.codePointAt(0)!) ? char : '?')).join('');
}
