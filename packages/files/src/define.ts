// Registers <assess-files>. Safe to import more than once: a tag already defined is left as it is.
import { defineElement } from '@assess/ui';
import { FileLibrary } from './library/FileLibrary.tsx';

export const FilesElement = defineElement('assess-files', FileLibrary, {
  props: { mode: 'string', view: 'string' },
});
