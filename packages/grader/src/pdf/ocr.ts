import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PNG } from 'pngjs';
import { createWorker, OEM, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);

/** The English LSTM model shipped in the @tesseract.js-data/eng package: OCR never downloads anything. */
export function englishDataPath(): string {
  return join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

let worker: Promise<Worker> | undefined;

function getWorker(): Promise<Worker> {
  worker ??= createWorker('eng', OEM.LSTM_ONLY, {
    langPath: englishDataPath(),
    cacheMethod: 'none',
    gzip: true,
  });
  return worker;
}

/** Raw pixels as pdf.js hands them out: 1 (grey), 3 (RGB) or 4 (RGBA) channels a pixel. */
export interface RawImage {
  data: Uint8ClampedArray | Uint8Array;
  width: number;
  height: number;
  channels: 1 | 3 | 4;
}

export function toPng(image: RawImage): Buffer {
  const png = new PNG({ width: image.width, height: image.height });
  const pixels = image.width * image.height;
  for (let p = 0; p < pixels; p++) {
    const src = p * image.channels;
    const dst = p * 4;
    const r = image.data[src] ?? 0;
    png.data[dst] = r;
    png.data[dst + 1] = image.channels === 1 ? r : (image.data[src + 1] ?? 0);
    png.data[dst + 2] = image.channels === 1 ? r : (image.data[src + 2] ?? 0);
    png.data[dst + 3] = image.channels === 4 ? (image.data[src + 3] ?? 255) : 255;
  }
  return PNG.sync.write(png);
}

/** Recognises English text in an image (PNG, JPEG or raw pixels). */
export async function recogniseText(image: Buffer | RawImage): Promise<string> {
  const input = Buffer.isBuffer(image) ? image : toPng(image);
  const { data } = await (await getWorker()).recognize(input);
  return data.text.replace(/[ \t]+\n/g, '\n').trim();
}

/** Stops the OCR worker so a process can exit; the next call starts a new one. */
export async function stopOcr(): Promise<void> {
  const current = worker;
  worker = undefined;
  if (current) await (await current).terminate();
}
