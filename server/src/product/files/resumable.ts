// Resumable uploads to the file library with the tus protocol, where Supabase Storage offers them:
// /storage/v1/upload/resumable. Bytes arriving are kept as chunks in the file store and the upload's state in the
// database (ResumableStore), where nothing lists or serves them and any server can go on; only when
// the last byte is in is the file checked (PDF by signature and parse, size), streamed into storage and recorded.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EVENTS, Server, type Upload } from '@tus/server';
import { LIBRARY_UPLOAD_MAX_BYTES } from '@assess/core/rules';
import { fileUploadFieldsSchema } from '@assess/core/schemas';
import { ApiError, parseInput, ValidationError } from '../shared/errors.js';
import { containsNul, NUL_IN_INPUT } from '../../guards/nul.js';
import { userIdOf, type ProductContext } from '../context.js';
import { FILES_BUCKET, newStoragePath, storePdf } from '../storage/index.js';
import { LIBRARY_TOO_LARGE } from './routes.js';
import { recordUpload, requireAttachable, toFileRecord } from './service.js';
import { ResumableStore } from './resumable-store.js';
import { closeUpload, openUpload } from './upload-limits.js';

export const RESUMABLE_PATH = '/storage/v1/upload/resumable';
/** An unfinished upload can be resumed for a day, as on Supabase Storage; after that its bytes are removed. */
export const RESUMABLE_EXPIRY_MS = 24 * 60 * 60 * 1000;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
export const UPLOAD_NOT_FOUND = 'Upload not found';
export const FILE_NAME_REQUIRED = 'The upload needs a file name (objectName)';

/** A tus hook's refusal: the status and a JSON body in the API's error shape. */
function refusal(error: unknown): { status_code: number; body: string } {
  if (error instanceof ApiError) return { status_code: error.status, body: JSON.stringify(error.body()) };
  if (error instanceof ValidationError) return { status_code: 422, body: JSON.stringify({ detail: error.items }) };
  throw error;
}

/** The library fields of an upload, read from its tus metadata (Supabase's objectName, or Uppy's name). */
function uploadFields(metadata: Upload['metadata']) {
  const meta = metadata ?? {};
  // The metadata arrives base64-encoded in a header, past the input guard of paths, queries and bodies.
  if (containsNul(meta)) throw new ApiError(400, NUL_IN_INPUT);
  const text = (key: string) => meta[key] ?? undefined;
  const fileName = text('objectName') ?? text('name') ?? text('filename');
  if (!fileName?.trim()) throw new ValidationError([{ loc: ['metadata', 'objectName'], msg: FILE_NAME_REQUIRED, type: 'missing' }]);
  if (text('bucketName') && text('bucketName') !== FILES_BUCKET) throw new ApiError(404, 'Bucket not found');
  const fields = parseInput(
    fileUploadFieldsSchema,
    Object.fromEntries(
      ['entity_type', 'entity_id', 'file_type', 'is_self_uploaded', 'visibility', 'metadata_json'].flatMap((key) => (text(key) === undefined ? [] : [[key, text(key)]])),
    ),
    'body',
  );
  return { fileName: fileName.trim(), fields };
}

/**
 * Mounts the tus server. Every request is authenticated first; an upload belongs to the user who created it, and
 * anyone else is answered as if it did not exist. GET is not routed: bytes of an unfinished upload are never readable.
 */
export function registerResumableUploads(app: FastifyInstance, product: ProductContext): void {
  const viewers = new WeakMap<object, string>();
  const viewerOf = (req: { runtime?: { node?: { req: object } } }): string => {
    const node = req.runtime?.node;
    const viewer = node ? viewers.get(node.req) : undefined;
    if (!viewer) throw { status_code: 401, body: JSON.stringify({ detail: 'Not authenticated' }) };
    return viewer;
  };
  const datastore = new ResumableStore(product.db, product.storage, RESUMABLE_EXPIRY_MS);

  const tus = new Server({
    path: RESUMABLE_PATH,
    datastore,
    maxSize: LIBRARY_UPLOAD_MAX_BYTES,
    respectForwardedHeaders: false,
    async onIncomingRequest(req, uploadId) {
      const viewer = viewerOf(req);
      if (req.method === 'POST' || req.method === 'OPTIONS') return;
      const upload = await datastore.getUpload(uploadId).catch(() => undefined);
      if (upload?.metadata?.owner !== viewer) throw { status_code: 404, body: JSON.stringify({ detail: UPLOAD_NOT_FOUND }) };
    },
    async onUploadCreate(req, upload) {
      const viewer = viewerOf(req);
      try {
        const { fields } = uploadFields(upload.metadata);
        // Refuse before any byte is sent: the entity must take files from this user.
        await requireAttachable(product.db, viewer, fields.entity_type, fields.entity_id);
        // The plan's limits: open uploads at once, and the declared length within the storage quota.
        await openUpload(product.db, viewer, upload.id, upload.size ?? LIBRARY_UPLOAD_MAX_BYTES);
      } catch (error) {
        throw refusal(error);
      }
      return { metadata: { ...upload.metadata, owner: viewer } };
    },
    async onUploadFinish(_req, upload) {
      const owner = upload.metadata?.owner ?? '';
      // From here the file counts by its stored size, if it is kept.
      await closeUpload(product.db, upload.id);
      try {
        const { fileName, fields } = uploadFields(upload.metadata);
        const path = newStoragePath(owner, fileName);
        const stored = await storePdf(product.storage, FILES_BUCKET, path, datastore.read(upload.id), {
          bytes: LIBRARY_UPLOAD_MAX_BYTES,
          message: LIBRARY_TOO_LARGE,
        }, owner);
        try {
          const row = await recordUpload(product, owner, fields, { ...stored, fileName });
          return { status_code: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(toFileRecord(product, row)) };
        } catch (error) {
          await product.storage.delete(stored.bucket, stored.path).catch(() => undefined);
          throw error;
        }
      } catch (error) {
        throw refusal(error);
      } finally {
        // The staged bytes are no longer needed, whether the file was kept or refused.
        await datastore.remove(upload.id).catch(() => undefined);
      }
    },
    onResponseError(_req, error) {
      if ('status_code' in error && error.status_code === 413) return { status_code: 413, body: JSON.stringify({ detail: LIBRARY_TOO_LARGE }) };
      return undefined;
    },
  });

  tus.on(EVENTS.POST_TERMINATE, (_req, _res, id) => void closeUpload(product.db, id).catch(() => undefined));

  // The tus client sends its bytes as application/offset+octet-stream; the tus server reads the body itself.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    viewers.set(request.raw, await userIdOf(product, request));
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  };
  for (const url of [RESUMABLE_PATH, `${RESUMABLE_PATH}/:id`]) {
    app.route({ method: ['POST', 'PATCH', 'HEAD', 'DELETE'], url, handler });
  }

  const sweep = setInterval(() => void tus.cleanUpExpiredUploads().catch(() => undefined), SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
