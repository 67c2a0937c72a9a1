export { filesPlugin } from './plugin.js';
export type { FileRow } from './repository.js';
