export { filesOfEntity, insertFile } from './repository.js';
export { removeFilesOf, requireAttachable, toFileRecord } from './service.js';
export { ensureStorageLeft } from './upload-limits.js';
