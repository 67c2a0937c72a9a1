import { useEffect } from 'react';
import type { FileRecord, Resource } from '@assess/core';
import { useResource } from '@assess/ui';
import { isDemoFile } from './download.ts';

/**
 * The bytes behind a file's link as a blob: address, or null when there is nothing to preview (a demo file, or
 * no link). A blob: address belongs to the page showing it, so the preview works on a partner's page of another
 * origin too, where the signed link itself may not be framed.
 */
export async function loadPdfPreview(link: string | null, options: { signal?: AbortSignal } = {}): Promise<string | null> {
  if (!link) return null;
  const response = await fetch(link, { signal: options.signal });
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  const blob = await response.blob();
  if (options.signal?.aborted) return null;
  return URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
}

/** The file's in-page preview: loading, its blob: address (null: none to show), or an error; the address is revoked when it goes. */
export function usePdfPreview(file: FileRecord): Resource<string | null> {
  const link = isDemoFile(file) ? null : (file.download_url ?? file.file_url ?? null);
  const { resource } = useResource(`preview:${link ?? ''}`, ({ signal }) => loadPdfPreview(link, { signal }));
  const url = resource.kind === 'data' ? resource.data : null;
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);
  return resource;
}
