import { fileTypeLabel, formatFileDate, formatFileSize, type FileRecord } from '@assess/core';
import { Chip, PdfIcon } from '@assess/ui';
import { entityTypeLabel } from './query.ts';
import * as styles from './FileLibrary.css.ts';

export type LibraryView = 'grid' | 'list';

function FileChips({ file }: { file: FileRecord }) {
  return (
    <span className={styles.cardChips}>
      <Chip size="sm" color="primary">
        {fileTypeLabel(file.file_type)}
      </Chip>
      {file.version !== null && file.version > 1 && <Chip size="sm">{`v${file.version}`}</Chip>}
    </span>
  );
}

/** The page's files as cards (1 to 4 columns by width) or as a list; each opens File Details. */
export function FileResults({ files, view, onOpen }: { files: FileRecord[]; view: LibraryView; onOpen: (file: FileRecord) => void }) {
  if (view === 'list') {
    return (
      <ul className={styles.list} aria-label="Files">
        {files.map((file) => (
          <li key={file.id}>
            <button type="button" className={styles.row} onClick={() => onOpen(file)} aria-haspopup="dialog">
              <span className={styles.rowName}>
                <PdfIcon className={styles.fileIcon} />
                <span className={styles.fileName}>{file.file_name}</span>
              </span>
              <FileChips file={file} />
              <span className={styles.meta}>
                <span>{formatFileSize(file.file_size)}</span>
                <span>{formatFileDate(file.uploaded_at)}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={styles.grid} aria-label="Files">
      {files.map((file) => (
        <li key={file.id}>
          <button type="button" className={styles.card} onClick={() => onOpen(file)} aria-haspopup="dialog">
            <span className={styles.cardTop}>
              <PdfIcon size={28} className={styles.fileIcon} />
              <span className={styles.fileName}>{file.file_name}</span>
            </span>
            <FileChips file={file} />
            <span className={styles.meta}>
              <span>{entityTypeLabel(file.entity_type)}</span>
              <span>{formatFileSize(file.file_size)}</span>
              <span>{formatFileDate(file.uploaded_at)}</span>
            </span>
            {file.assessment_title && <span className={styles.meta}>{file.assessment_title}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
