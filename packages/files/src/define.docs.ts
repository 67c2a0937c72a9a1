// The documentation of <assess-files> in custom-elements.json. Only the manifest build reads this module;
// the element itself ships without it.
import type { ElementDocs } from '@assess/ui';

const docs: ElementDocs = {
  summary: 'My Files: the file library with search, filters, File Details and resumable uploads.',
  description:
    "The signed-in user's files as cards or a list, with the debounced search, All Files / AI Generated, the Filters panel, removable chips and pages; File Details with an in-page PDF preview, download, delete and the version history; Upload Files with each file's own progress (files above 6 MB resume after a lost connection over tus at /storage/v1/upload/resumable). Reads /api/files with the access-token attribute or configure().",
  props: {
    mode: "'all' (default) or 'generated' to open on the AI Generated files.",
    view: "'grid' (default) or 'list'.",
  },
  cssParts: { files: 'The file library screen.' },
};

export default docs;
