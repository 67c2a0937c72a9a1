import type { FastifyInstance, FastifyReply } from 'fastify';
import { AuthError } from '../../auth/errors.js';
import { userIdOf, type ProductContext } from '../context.js';
import { fileAtPath, type FileRow } from './repository.js';
import { canReadFile } from './service.js';
import { SIGNED_URL_SECONDS, signedObjectPath, verifySignedToken } from '../storage/signing.js';

/** Errors in Supabase Storage's shape, which supabase-js reads. */
function storageError(reply: FastifyReply, status: number, error: string, message: string): FastifyReply {
  return reply.code(status).send({ statusCode: String(status), error, message });
}

async function sendObject(product: ProductContext, reply: FastifyReply, file: FileRow, download: boolean): Promise<FastifyReply> {
  const body = await product.storage.get(file.bucket_id, file.storage_path);
  const name = encodeURIComponent(file.file_name);
  return reply
    .header('content-type', file.content_type || 'application/pdf')
    .header('content-disposition', `${download ? 'attachment' : 'inline'}; filename*=UTF-8''${name}`)
    .header('cache-control', 'private, max-age=0')
    .send(body);
}

/**
 * The part of Supabase Storage's API that supabase-js uses for signed and public links (decision 17):
 * createSignedUrl (POST /object/sign/{bucket}/{path}), the signed download, and getPublicUrl's address,
 * which answers only for files whose visibility is public.
 */
export function registerStorageRoutes(app: FastifyInstance, product: ProductContext): void {
  app.post<{ Params: { bucket: string; '*': string }; Body: { expiresIn?: unknown } }>('/storage/v1/object/sign/:bucket/*', async (request, reply) => {
    let userId: string;
    try {
      userId = await userIdOf(product, request);
    } catch (error) {
      if (error instanceof AuthError) return storageError(reply, 403, 'Unauthorized', 'invalid signature');
      throw error;
    }
    const { bucket } = request.params;
    const path = request.params['*'];
    const file = await fileAtPath(product.db, bucket, path);
    if (!file || !(await canReadFile(product.db, userId, file))) return storageError(reply, 404, 'not_found', 'Object not found');
    const requested = Number((request.body as { expiresIn?: unknown } | undefined)?.expiresIn);
    const seconds = Number.isInteger(requested) && requested > 0 && requested <= SIGNED_URL_SECONDS ? requested : SIGNED_URL_SECONDS;
    return { signedURL: signedObjectPath(product.secret, bucket, path, seconds) };
  });

  app.get<{ Params: { bucket: string; '*': string }; Querystring: { token?: string; download?: string } }>(
    '/storage/v1/object/sign/:bucket/*',
    async (request, reply) => {
      const { bucket } = request.params;
      const path = request.params['*'];
      const token = request.query.token ?? '';
      if (!verifySignedToken(product.secret, bucket, path, token)) return storageError(reply, 400, 'InvalidSignature', 'The signature is invalid or has expired');
      const file = await fileAtPath(product.db, bucket, path);
      if (!file) return storageError(reply, 404, 'not_found', 'Object not found');
      return sendObject(product, reply, file, request.query.download !== undefined);
    },
  );

  app.get<{ Params: { bucket: string; '*': string }; Querystring: { download?: string } }>('/storage/v1/object/public/:bucket/*', async (request, reply) => {
    const file = await fileAtPath(product.db, request.params.bucket, request.params['*']);
    if (!file || file.visibility !== 'public') return storageError(reply, 404, 'not_found', 'Object not found');
    return sendObject(product, reply, file, request.query.download !== undefined);
  });
}
