// What the rest of the product uses of storage/: other folders import from here, never its files.
export { FILES_BUCKET, type StorageDriver } from './driver.js';
export { newStoragePath, type StoredObject, storePdf, UNREADABLE_PDF_MESSAGE } from './intake.js';
export { localStorageDriver } from './local.js';
export { receiveForm } from './multipart.js';
export { SIGNED_URL_SECONDS, signedObjectPath, signedToken, signedUrl, verifySignedToken } from './signing.js';
