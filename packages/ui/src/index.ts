// @assess/ui: the theme, the accessible React primitives, and defineElement() for custom elements.
export * from './theme/index.ts';
export * from './components/index.ts';
export * from './element/index.ts';
export * from './client/index.ts';
export { saveFile } from './files/save-file.ts';
export * from './resource/index.ts';
