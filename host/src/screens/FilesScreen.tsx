import { FileLibrary } from '@assess/files';

/** /dashboard/files: My Files, the signed-in user's file library. */
export function FilesScreen() {
  return <FileLibrary />;
}
