// @assess/files: My Files, the file library, as a React component. Importing it defines no tag (see ./define).
export { FileLibrary, type FileLibraryProps } from './library/FileLibrary.tsx';
export { FILTER_TEXTS } from './library/texts.ts';
export { UPLOAD_TEXTS } from './upload/texts.ts';
export { DETAILS_TEXTS } from './details/texts.ts';
export { FILE_MESSAGES, LIBRARY_TEXTS } from './library/texts.ts';
export { RESUMABLE_THRESHOLD_BYTES, RESUMABLE_CHUNK_BYTES, RESUMABLE_PATH } from './upload/uploaders.ts';
export * from './library/query.ts';
