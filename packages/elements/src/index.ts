// @assess/elements: page-wide configuration and on-demand loading of the elements. Importing this module
// defines nothing; import `@assess/elements/elements/<tag>.js` to define one element, or load
// `@assess/elements/autoloader.js` to define each element when its tag first appears.
export { configure, type ElementConfig } from '@assess/ui';
export { elementTags, hasElement, loadElement } from './loaders.ts';
