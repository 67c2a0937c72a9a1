import { useState } from 'react';
import { apiErrorText, deleteLibraryFile, fileTypeLabel, formatFileDate, formatFileSize, type ApiClient, type FileRecord } from '@assess/core';
import { Alert, Button, Chip, Dialog, Heading, useResource } from '@assess/ui';
import { FILE_MESSAGES } from '../library/texts.ts';
import { entityTypeLabel } from '../library/query.ts';
import { downloadFile, isDemoFile } from './download.ts';
import { loadVersions } from './loadVersions.ts';
import { usePdfPreview } from './usePdfPreview.ts';
import * as styles from './FileDetailsDialog.css.ts';
import { DETAILS_TEXTS } from './texts.ts';

export interface FileDetailsDialogProps {
  api: ApiClient;
  file: FileRecord;
  onClose: () => void;
  /** The file is gone: the list reloads. */
  onDeleted: () => void;
}

function Facts({ file }: { file: FileRecord }) {
  const rows: [string, string][] = [
    ['File type', fileTypeLabel(file.file_type)],
    ['Entity', `${entityTypeLabel(file.entity_type)}${file.entity_id ? ` · ${file.entity_id}` : ''}`],
    ['Size', formatFileSize(file.file_size)],
    ['Uploaded', formatFileDate(file.uploaded_at)],
    ['Visibility', file.visibility],
  ];
  if (file.assessment_title) rows.push(['Assessment', file.assessment_title]);
  if (file.student_name) rows.push(['Student', file.student_name]);
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.definition}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Versions({ api, file }: { api: ApiClient; file: FileRecord }) {
  const { resource } = useResource(`versions:${file.id}`, (options) => loadVersions(api, file, options));
  if (resource.kind === 'loading') return <p role="status">Loading versions...</p>;
  const versions = resource.kind === 'data' ? resource.data : [file];
  return (
    <ul className={styles.versions}>
      {versions.map((version) => (
        <li key={version.id} className={styles.version} aria-current={version.id === file.id ? 'true' : undefined}>
          <strong>{DETAILS_TEXTS.version(version.version)}</strong>
          <span>{formatFileDate(version.uploaded_at)}</span>
          <span>{formatFileSize(version.file_size)}</span>
          {version.is_current_version && (
            <Chip color="success" size="sm">
              {DETAILS_TEXTS.current}
            </Chip>
          )}
        </li>
      ))}
    </ul>
  );
}

/** File Details: an in-page PDF preview, the file's facts, its versions, Download and Delete (with confirmation). */
export function FileDetailsDialog({ api, file, onClose, onDeleted }: FileDetailsDialogProps) {
  const preview = usePdfPreview(file);
  const [confirming, setConfirming] = useState(false);
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setError(null);
    try {
      await downloadFile(file, { api });
    } catch (failure) {
      setError(apiErrorText(failure, FILE_MESSAGES.download));
    }
  };
  const remove = async () => {
    setWorking(true);
    setError(null);
    try {
      await deleteLibraryFile(api, file.id);
      onDeleted();
      onClose();
    } catch (failure) {
      setError(apiErrorText(failure, FILE_MESSAGES.delete));
      setWorking(false);
    }
  };

  if (confirming) {
    return (
      <Dialog
        open
        role="alertdialog"
        size="sm"
        title={DETAILS_TEXTS.confirmTitle}
        onClose={() => !working && setConfirming(false)}
        actions={
          <>
            <Button variant="text" onClick={() => setConfirming(false)} disabled={working}>
              {DETAILS_TEXTS.cancel}
            </Button>
            <Button variant="danger" onClick={() => void remove()} loading={working}>
              {DETAILS_TEXTS.delete}
            </Button>
          </>
        }
      >
        <p>{DETAILS_TEXTS.confirm(file.file_name)}</p>
        {error && <Alert severity="error">{error}</Alert>}
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      size="lg"
      title={DETAILS_TEXTS.title}
      closeLabel={DETAILS_TEXTS.close}
      onClose={onClose}
      actions={
        <>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {DETAILS_TEXTS.delete}
          </Button>
          <Button variant="primary" onClick={() => void download()}>
            {DETAILS_TEXTS.download}
          </Button>
        </>
      }
    >
      {error && <Alert severity="error">{error}</Alert>}
      <Heading level={3} className={styles.sectionTitle}>
        {file.file_name}
      </Heading>
      {preview.kind === 'data' && preview.data && <iframe className={styles.preview} src={preview.data} title={DETAILS_TEXTS.preview(file.file_name)} />}
      {file.download_url && !isDemoFile(file) && (
        <p className={styles.openLinkRow}>
          <a className={styles.openLink} href={file.download_url} target="_blank" rel="noopener noreferrer">
            {DETAILS_TEXTS.openInTab}
          </a>
        </p>
      )}
      {preview.kind === 'loading' && <p className={styles.previewNote}>{DETAILS_TEXTS.previewLoading}</p>}
      {preview.kind === 'data' && !preview.data && <p className={styles.previewNote}>{DETAILS_TEXTS.previewNone}</p>}
      {preview.kind === 'error' && <p className={styles.previewNote}>{DETAILS_TEXTS.previewFailed}</p>}
      <Facts file={file} />
      <Heading level={3} className={styles.sectionTitle}>
        {DETAILS_TEXTS.versions}
      </Heading>
      <Versions api={api} file={file} />
    </Dialog>
  );
}
