import { useId, useState, type DragEvent } from 'react';
import { FILE_TYPE_LABELS, formatFileSize, LIBRARY_UPLOAD_ACCEPT, UPLOAD_ENTITY_TYPES, UPLOAD_FILE_TYPES, VISIBILITIES, type ApiClient } from '@assess/core';
import { Alert, Button, Chip, Dialog, IconButton, ProgressBar, Select, TextField, CloseIcon } from '@assess/ui';
import { ENTITY_TYPE_LABELS } from '../library/texts.ts';
import type { LibraryFields } from './uploaders.ts';
import { useLibraryUpload, type SelectedFile } from './useLibraryUpload.ts';
import * as styles from './UploadDialog.css.ts';
import { UPLOAD_TEXTS } from './texts.ts';
import { VISIBILITY_LABELS } from './texts.ts';

/** After the last file is in, its 'Uploaded' stays on screen this long before the dialog closes. */
export const UPLOADED_NOTICE_MS = 800;

export interface UploadDialogProps {
  api: ApiClient;
  onClose: () => void;
  /** Every file got through: the list reloads (the dialog closes itself through onClose). */
  onUploaded: () => void;
}

/** Upload Files (spec 02 §2): the form, the drop zone, each file with its own bar and chips. Mounted while open. */
export function UploadDialog({ api, onClose, onUploaded }: UploadDialogProps) {
  const uploads = useLibraryUpload(api);
  const [fields, setFields] = useState<LibraryFields>({ entity_type: 'resource', entity_id: '', file_type: 'resource', visibility: 'private' });
  const [formError, setFormError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const supportsId = useId();
  const { busy } = uploads;
  const set = (change: Partial<LibraryFields>) => setFields((current) => ({ ...current, ...change }));

  const submit = async () => {
    setFormError(null);
    const result = await uploads.upload(fields);
    if (result.formError) setFormError(result.formError);
    else if (result.ok) {
      onUploaded();
      await new Promise((resolve) => setTimeout(resolve, UPLOADED_NOTICE_MS));
      onClose();
    }
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) uploads.add([...event.dataTransfer.files]);
  };

  return (
    <Dialog
      open
      title={UPLOAD_TEXTS.title}
      closeLabel={UPLOAD_TEXTS.close}
      size="md"
      disableBackdropClose
      onClose={() => {
        // The dialog cannot be closed while uploading (spec 02 §4).
        if (!busy) onClose();
      }}
      actions={
        <>
          <Button variant="text" onClick={onClose} disabled={busy}>
            {UPLOAD_TEXTS.cancel}
          </Button>
          <Button variant="primary" onClick={() => void submit()} disabled={busy || uploads.files.length === 0} aria-busy={busy || undefined}>
            {busy ? UPLOAD_TEXTS.uploading : UPLOAD_TEXTS.upload(uploads.pending)}
          </Button>
        </>
      }
    >
      {formError && (
        <Alert severity="error">
          {formError}
        </Alert>
      )}
      <div className={styles.fields}>
        <Select
          label={UPLOAD_TEXTS.entityType}
          value={fields.entity_type}
          disabled={busy}
          options={UPLOAD_ENTITY_TYPES.map((value) => ({ value, label: ENTITY_TYPE_LABELS[value] }))}
          onChange={(event) => set({ entity_type: event.target.value })}
          fullWidth
        />
        <Select
          label={UPLOAD_TEXTS.fileType}
          value={fields.file_type}
          disabled={busy}
          options={UPLOAD_FILE_TYPES.map((value) => ({ value, label: FILE_TYPE_LABELS[value] }))}
          onChange={(event) => set({ file_type: event.target.value })}
          fullWidth
        />
        <Select
          label={UPLOAD_TEXTS.visibility}
          value={fields.visibility}
          disabled={busy}
          options={VISIBILITIES.map((value) => ({ value, label: VISIBILITY_LABELS[value] }))}
          onChange={(event) => set({ visibility: event.target.value })}
          fullWidth
        />
      </div>
      <TextField
        label={UPLOAD_TEXTS.entityId}
        placeholder={UPLOAD_TEXTS.entityIdPlaceholder}
        required
        value={fields.entity_id}
        disabled={busy}
        onChange={(event) => set({ entity_id: event.target.value })}
        fullWidth
      />
      <div
        className={styles.dropzone}
        data-dragging={dragging || undefined}
        data-disabled={busy || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          if (!busy) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <input
          type="file"
          multiple
          accept={[...LIBRARY_UPLOAD_ACCEPT, '.pdf'].join(',')}
          aria-label={UPLOAD_TEXTS.drop}
          aria-describedby={supportsId}
          disabled={busy}
          className={styles.input}
          onChange={(event) => {
            uploads.add([...(event.currentTarget.files ?? [])]);
            event.currentTarget.value = '';
          }}
        />
        <p className={styles.dropTitle} aria-hidden="true">
          {UPLOAD_TEXTS.drop}
        </p>
        <p className={styles.dropHint} id={supportsId}>
          {UPLOAD_TEXTS.supports}
        </p>
      </div>
      {uploads.files.length > 0 && (
        <ul className={styles.list} aria-label="Selected files">
          {uploads.files.map((item) => (
            <SelectedFileRow key={item.key} item={item} busy={busy} onRemove={() => uploads.remove(item.key)} />
          ))}
        </ul>
      )}
    </Dialog>
  );
}

function SelectedFileRow({ item, busy, onRemove }: { item: SelectedFile; busy: boolean; onRemove: () => void }) {
  return (
    <li className={styles.item} data-file={item.file.name}>
      <div className={styles.itemText}>
        <span className={styles.itemName}>{item.file.name}</span>
        <span className={styles.itemSize}>{formatFileSize(item.file.size)}</span>
        {item.error && (
          <Chip color="error" size="sm">
            {item.error}
          </Chip>
        )}
        {item.uploaded && (
          <Chip color="success" size="sm">
            {UPLOAD_TEXTS.uploaded}
          </Chip>
        )}
      </div>
      <IconButton label={`Remove ${item.file.name}`} size="sm" onClick={onRemove} disabled={busy || item.uploaded}>
        <CloseIcon />
      </IconButton>
      {item.progress !== null && <ProgressBar className={styles.itemProgress} value={item.progress} label={`${item.file.name} upload progress`} showValue />}
    </li>
  );
}
