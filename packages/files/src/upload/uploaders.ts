// The two ways a library file travels, both through Uppy so that the bars show the real bytes sent:
// up to 6 MB one multipart POST to /api/files/upload; above it the tus protocol at /storage/v1/upload/resumable,
// in 6 MB chunks, as Supabase Storage recommends, so that a cut connection or a closed tab resumes where it stopped.
import Uppy, { type Meta, type UppyFile } from '@uppy/core';
import Tus from '@uppy/tus';
import XHRUpload from '@uppy/xhr-upload';
import { apiErrorMessage, FILE_RESUMABLE_UPLOAD_PATH, FILE_UPLOAD_PATH, webUploadMetadata, type ApiClient } from '@assess/core';

/** Files above this go through resumable uploads (Supabase's advice for files above 6 MB). */
export const RESUMABLE_THRESHOLD_BYTES = 6 * 1024 * 1024;
/** Each resumable request carries at most this much; a lost connection costs at most one chunk. */
export const RESUMABLE_CHUNK_BYTES = 6 * 1024 * 1024;
export const RESUMABLE_PATH = FILE_RESUMABLE_UPLOAD_PATH;
/** tus-js-client retries a failed request after these delays before giving up (then Upload resumes it). */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000];
export const STORAGE_BUCKET = 'assessment-files';

export interface LibraryFields {
  entity_type: string;
  entity_id: string;
  file_type: string;
  visibility: string;
}

export interface LibraryMeta extends Meta {
  entity_type: string;
  entity_id: string;
  file_type: string;
  visibility: string;
  is_self_uploaded: string;
  metadata_json: string;
  objectName: string;
  bucketName: string;
  contentType: string;
}

const FORM_FIELDS = ['entity_type', 'entity_id', 'file_type', 'visibility', 'is_self_uploaded', 'metadata_json'];

/** The meta a library upload carries: the form's fields, is_self_uploaded true and the web metadata (spec 02 §7). */
export function libraryMeta(file: File, fields: LibraryFields): LibraryMeta {
  return {
    name: file.name,
    type: file.type,
    ...fields,
    entity_id: fields.entity_id.trim(),
    is_self_uploaded: 'true',
    metadata_json: JSON.stringify(webUploadMetadata(file)),
    objectName: file.name,
    bucketName: STORAGE_BUCKET,
    contentType: file.type || 'application/pdf',
  };
}

export type LibraryUppy = Uppy<LibraryMeta, Record<string, never>>;

export interface LibraryUploaders {
  direct: LibraryUppy;
  resumable: LibraryUppy;
}

/** The uploader for a file of this size. */
export function uploaderFor(uploaders: LibraryUploaders, size: number): LibraryUppy {
  return size > RESUMABLE_THRESHOLD_BYTES ? uploaders.resumable : uploaders.direct;
}

export function createLibraryUploaders(api: ApiClient): LibraryUploaders {
  const bearer = async () => {
    const token = await api.accessToken();
    return token ? `Bearer ${token}` : null;
  };
  const direct: LibraryUppy = new Uppy<LibraryMeta, Record<string, never>>({ id: 'assess-files-direct', autoProceed: false }).use(XHRUpload, {
    endpoint: api.url(FILE_UPLOAD_PATH),
    fieldName: 'file',
    formData: true,
    allowedMetaFields: FORM_FIELDS,
    limit: 1,
    // An upload is a POST: never sent twice on its own (decision 2).
    shouldRetry: () => false,
    async onBeforeRequest(xhr) {
      const authorization = await bearer();
      if (authorization) xhr.setRequestHeader('Authorization', authorization);
    },
  });
  const resumable: LibraryUppy = new Uppy<LibraryMeta, Record<string, never>>({ id: 'assess-files-resumable', autoProceed: false }).use(Tus, {
    endpoint: api.backendUrl(RESUMABLE_PATH),
    chunkSize: RESUMABLE_CHUNK_BYTES,
    retryDelays: RETRY_DELAYS_MS,
    removeFingerprintOnSuccess: true,
    allowedMetaFields: [...FORM_FIELDS, 'objectName', 'bucketName', 'contentType'],
    limit: 1,
    async onBeforeRequest(request) {
      const authorization = await bearer();
      if (authorization) request.setHeader('Authorization', authorization);
    },
  });
  return { direct, resumable };
}

/** The text of a failed upload: the server's detail when it sent one, else 'Upload failed' (spec 02 §8). */
export function uploadErrorText(response: unknown, fallback: string): string {
  const xhr = responseXhr(response);
  if (!xhr || !xhr.responseText) return fallback;
  try {
    const message = apiErrorMessage(JSON.parse(xhr.responseText));
    return message === 'An error occurred' ? fallback : message;
  } catch {
    return fallback;
  }
}

/** The XMLHttpRequest of an upload-error event: XHRUpload passes it, Tus wraps it in body.xhr. */
function responseXhr(response: unknown): { responseText: string } | null {
  if (typeof XMLHttpRequest !== 'undefined' && response instanceof XMLHttpRequest) return response.responseType === '' || response.responseType === 'text' ? response : null;
  const body = (response as { body?: { xhr?: unknown } } | undefined)?.body;
  const xhr = body?.xhr as { responseText?: unknown } | undefined;
  return xhr && typeof xhr.responseText === 'string' ? (xhr as { responseText: string }) : null;
}

export type LibraryUppyFile = UppyFile<LibraryMeta, Record<string, never>>;
