import { apiErrorText, type FileListResponse, type FileRecord, type Resource } from '@assess/core';
import { Button, EmptyState, LoadFailed, LoadingState, Pagination, UploadIcon } from '@assess/ui';
import { FileResults, type LibraryView } from './FileResults.tsx';
import { countLine, isFiltered, type LibraryQuery } from './query.ts';
import { FILE_MESSAGES, LIBRARY_TEXTS } from './texts.ts';
import * as styles from './FileLibrary.css.ts';

export interface LibraryPageProps {
  files: Resource<FileListResponse>;
  query: LibraryQuery;
  view: LibraryView;
  /** Loads the page again past the cache. */
  onRetry: () => void;
  onUpload: () => void;
  onOpen: (file: FileRecord) => void;
  onPage: (page: number) => void;
}

/** One page of the library: loading, the error with Retry, the count line and the files or an empty state, and the pages. */
export function LibraryPage({ files, query, view, onRetry, onUpload, onOpen, onPage }: LibraryPageProps) {
  if (files.kind === 'loading') return <LoadingState title={LIBRARY_TEXTS.loading} />;
  if (files.kind === 'error') {
    return <LoadFailed message={apiErrorText(files.error.cause, FILE_MESSAGES.load)} retryLabel={LIBRARY_TEXTS.retry} onRetry={onRetry} />;
  }
  const page = files.data;
  const filtered = isFiltered(query);
  return (
    <>
      <p className={styles.countLine} role="status">
        {countLine(page.total_count, query.mode)}
      </p>
      {page.files.length === 0 ? (
        <EmptyState
          title={LIBRARY_TEXTS.emptyTitle}
          headingLevel={2}
          description={filtered ? LIBRARY_TEXTS.emptyFiltered : query.mode === 'generated' ? LIBRARY_TEXTS.emptyGenerated : LIBRARY_TEXTS.emptyNew}
          actions={
            filtered || query.mode === 'generated' ? undefined : (
              <Button variant="primary" startIcon={<UploadIcon />} onClick={onUpload}>
                {LIBRARY_TEXTS.uploadFirst}
              </Button>
            )
          }
        />
      ) : (
        <FileResults files={page.files} view={view} onOpen={onOpen} />
      )}
      {page.total_pages > 1 && <Pagination page={query.page} pageCount={page.total_pages} onPageChange={onPage} />}
    </>
  );
}
