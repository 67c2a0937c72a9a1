import { useCallback, useEffect, useRef, useState } from 'react';
import { useUppyEvent } from '@uppy/react';
import { dropRejections, pdfContentProblem, tooManyFilesRejection, validateFileUploadForm, type ApiClient } from '@assess/core';
import { FILE_MESSAGES } from '../library/texts.ts';
import { createLibraryUploaders, libraryMeta, uploadErrorText, uploaderFor, type LibraryFields, type LibraryUploaders, type LibraryUppy } from './uploaders.ts';

/** One file of the Upload Files dialog. */
export interface SelectedFile {
  key: string;
  file: File;
  /** The drop zone refused it: shown with its message, never sent. */
  rejected: boolean;
  /** The drop zone's or the server's message, as an error chip. */
  error: string | null;
  /** Percent of the bytes sent, or null before the upload and after a failure. */
  progress: number | null;
  uploaded: boolean;
}

export interface LibraryUploadState {
  files: SelectedFile[];
  /** Files that Upload would send: accepted and not yet uploaded. */
  pending: number;
  busy: boolean;
  add: (files: readonly File[]) => void;
  remove: (key: string) => void;
  /** Sends the pending files one after another; resolves true when every file got through. */
  upload: (fields: LibraryFields) => Promise<{ ok: boolean; formError: string | null }>;
}

let nextKey = 0;

/** Uppy's progress and error events of one uploader, as percent and message. */
function useUploadEvents(uppy: LibraryUppy, onProgress: (uppyFileId: string, percent: number) => void, onError: (uppyFileId: string | undefined, message: string) => void) {
  useUppyEvent(uppy, 'upload-progress', (file, progress) => {
    if (!file || !progress.bytesTotal) return;
    onProgress(file.id, Math.min(100, Math.round(((progress.bytesUploaded ?? 0) / progress.bytesTotal) * 100)));
  });
  useUppyEvent(uppy, 'upload-error', (file, _error, response) => onError(file?.id, uploadErrorText(response, FILE_MESSAGES.upload)));
}

/** Adds picked files, each checked by the drop zone's rules; files beyond the fifth read 'Too many files'. */
function withPicked(current: SelectedFile[], picked: readonly File[]): SelectedFile[] {
  const next = [...current];
  let accepted = current.filter((item) => !item.rejected).length;
  for (const file of picked) {
    const rejection = dropRejections(file)[0] ?? tooManyFilesRejection(accepted + 1);
    if (!rejection) accepted += 1;
    next.push({ key: `file-${(nextKey += 1)}`, file, rejected: Boolean(rejection), error: rejection?.message ?? null, progress: null, uploaded: false });
  }
  return next;
}

/** The upload of the dialog's files through Uppy, with each file's own progress from Uppy's events. */
export function useLibraryUpload(api: ApiClient): LibraryUploadState {
  const [uploaders] = useState<LibraryUploaders>(() => createLibraryUploaders(api));
  const [files, setFiles] = useState<SelectedFile[]>([]);
  const [busy, setBusy] = useState(false);
  /** Which Uppy file carries which selected file while it is being sent. */
  const uppyIds = useRef(new Map<string, string>());
  const keyOf = useCallback((uppyFileId: string | undefined) => [...uppyIds.current].find(([, id]) => id === uppyFileId)?.[0], []);

  const update = useCallback((key: string | undefined, change: Partial<SelectedFile>) => {
    if (key) setFiles((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const onProgress = useCallback((uppyFileId: string, percent: number) => update(keyOf(uppyFileId), { progress: percent }), [keyOf, update]);
  const onError = useCallback((uppyFileId: string | undefined, message: string) => update(keyOf(uppyFileId), { progress: null, error: message }), [keyOf, update]);
  useUploadEvents(uploaders.direct, onProgress, onError);
  useUploadEvents(uploaders.resumable, onProgress, onError);

  useEffect(
    () => () => {
      for (const uppy of [uploaders.direct, uploaders.resumable]) uppy.destroy();
    },
    [uploaders],
  );

  /** A failure keeps the server's message that upload-error set, else 'Upload failed'; the bar is cleared. */
  const failed = useCallback((key: string) => {
    setFiles((current) => current.map((item) => (item.key === key ? { ...item, progress: null, error: item.error ?? FILE_MESSAGES.upload } : item)));
  }, []);

  const add = useCallback((picked: readonly File[]) => {
    setFiles((current) => withPicked(current, picked));
    // What the browser can tell of each file's bytes (empty, not a PDF) refuses it as the drop zone's rules do.
    for (const file of picked) {
      void pdfContentProblem(file).then((problem) => {
        if (!problem) return;
        setFiles((current) => current.map((item) => (item.file === file && !item.rejected ? { ...item, rejected: true, error: problem } : item)));
      });
    }
  }, []);
  const remove = useCallback((key: string) => {
    setFiles((current) => current.filter((item) => item.key !== key));
  }, []);

  const upload = useCallback(
    async (fields: LibraryFields) => {
      const pending = files.filter((item) => !item.rejected && !item.uploaded);
      const formError = validateFileUploadForm({ entityId: fields.entity_id, files: pending });
      if (formError) return { ok: false, formError };
      setBusy(true);
      let ok = true;
      try {
        // One after another (spec 02 §4), each with its own bar.
        for (const item of pending) {
          update(item.key, { progress: 0, error: null });
          if (!(await sendOne(item, fields))) ok = false;
        }
      } finally {
        setBusy(false);
      }
      return { ok, formError: null };

      // A file leaves Uppy when its upload ends, either way. Trying a failed file again adds it afresh: the tus
      // uploader finds its unfinished upload by fingerprint (as after a closed tab) and resumes from the server's offset.
      async function sendOne(item: SelectedFile, formFields: LibraryFields): Promise<boolean> {
        const uppy = uploaderFor(uploaders, item.file.size);
        let id: string | undefined;
        try {
          id = uppy.addFile({ name: item.file.name, type: item.file.type, data: item.file, meta: libraryMeta(item.file, formFields) });
          uppyIds.current.set(item.key, id);
          const result = await uppy.upload();
          const succeeded = Boolean(result?.successful?.some((file) => file.id === id));
          if (succeeded) update(item.key, { progress: 100, uploaded: true, error: null });
          else failed(item.key);
          return succeeded;
        } catch {
          failed(item.key);
          return false;
        } finally {
          if (id && uppy.getFile(id)) uppy.removeFile(id);
          uppyIds.current.delete(item.key);
        }
      }
    },
    [failed, files, update, uploaders],
  );

  const pending = files.filter((item) => !item.rejected && !item.uploaded).length;
  return { files, pending, busy, add, remove, upload };
}
