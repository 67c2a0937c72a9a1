import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../shared/errors.js';
import { containsNul, NUL_IN_INPUT } from '../../guards/nul.js';
import { FILES_BUCKET, type StorageDriver } from './driver.js';
import { newStoragePath, storePdf, type SizeLimit } from './intake.js';

export interface ReceivedFile {
  field: string;
  fileName: string;
  bucket: string;
  path: string;
  size: number;
}

export interface ReceiveOptions {
  /** The file fields taken; only the first file of each is kept, other files are read and dropped. */
  fileFields: readonly string[];
  /** The size limit for a file, given the text fields read so far. */
  limitFor(fields: Record<string, string>): SizeLimit;
  /** Runs once before the first file is stored (e.g. a usage check), with the fields read so far. */
  beforeFirstFile?(fields: Record<string, string>): Promise<void>;
}

export interface Received {
  fields: Record<string, string>;
  files: Map<string, ReceivedFile>;
  /** Removes every stored file of this request (the request was refused after storing). */
  discard(): Promise<void>;
}

export const NOT_MULTIPART = 'The request must be multipart/form-data';

export const UNREADABLE_FORM = 'The request body is not a well-formed multipart form';

/** The form's parts; a form the parser cannot even start on (no boundary, say) is the client's mistake. */
function readParts(request: FastifyRequest): AsyncIterator<Multipart> {
  try {
    return request.parts()[Symbol.asyncIterator]();
  } catch (error) {
    throw unreadableForm(error);
  }
}

/**
 * A failure of the multipart parser is bad input (a truncated body, a missing boundary, a broken part header):
 * 400, unless the parser already gave it a client status of its own (a limit's 413, say).
 */
function unreadableForm(error: unknown): Error {
  const status = (error as { statusCode?: unknown }).statusCode;
  if (error instanceof ApiError || (typeof status === 'number' && status >= 400 && status < 500)) return error as Error;
  return new ApiError(400, UNREADABLE_FORM);
}

/**
 * Reads a multipart form, streaming each PDF straight into storage with its size limit and content check.
 * On any failure the files stored so far are removed, so that a refused request leaves nothing behind.
 */
export async function receiveForm(request: FastifyRequest, storage: StorageDriver, ownerId: string, options: ReceiveOptions): Promise<Received> {
  if (!request.isMultipart()) throw new ApiError(415, NOT_MULTIPART);
  const fields: Record<string, string> = {};
  const files = new Map<string, ReceivedFile>();
  const discard = async () => {
    await Promise.all([...files.values()].map((file) => storage.delete(file.bucket, file.path).catch(() => undefined)));
    files.clear();
  };
  let checked = false;
  let parts: AsyncIterator<Multipart> | undefined;
  try {
    parts = readParts(request);
    for (;;) {
      const next = await parts.next().catch((error: unknown) => {
        throw unreadableForm(error);
      });
      if (next.done) break;
      const part = next.value;
      if (part.type === 'field') {
        if (containsNul(part.fieldname) || containsNul(part.value)) throw new ApiError(400, NUL_IN_INPUT);
        if (!(part.fieldname in fields)) fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      if (containsNul(part.filename)) {
        part.file.resume();
        throw new ApiError(400, NUL_IN_INPUT);
      }
      if (!options.fileFields.includes(part.fieldname) || files.has(part.fieldname) || !part.filename) {
        part.file.resume();
        continue;
      }
      if (!checked && options.beforeFirstFile) {
        checked = true;
        try {
          await options.beforeFirstFile(fields);
        } catch (error) {
          part.file.resume();
          throw error;
        }
      }
      const path = newStoragePath(ownerId, part.filename);
      const stored = await storePdf(storage, FILES_BUCKET, path, part.file, options.limitFor(fields), ownerId);
      files.set(part.fieldname, { field: part.fieldname, fileName: part.filename, ...stored });
    }
  } catch (error) {
    await parts?.return?.(undefined).catch(() => undefined);
    await discard();
    throw error;
  }
  return { fields, files, discard };
}
