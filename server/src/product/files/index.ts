// What other parts of the product use of this area; everything else in the folder is its own.
export { filesOfEntity, insertFile, insertUploadedFile } from './repository.js';
export { removeFilesOf, requireAttachable, toFileRecord } from './service.js';
export { ensureStorageLeft } from './upload-limits.js';
