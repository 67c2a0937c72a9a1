import { useEffect, useState } from 'react';
import type { FileRecord } from '@assess/core';
import { isDemoFile } from './download.ts';

export type PdfPreview = { kind: 'loading' } | { kind: 'ready'; url: string } | { kind: 'none' } | { kind: 'error' };

/**
 * The file's bytes as a blob: address for an in-page preview. A blob: address belongs to the page showing it, so
 * the preview works on a partner's page of another origin too, where the signed link itself may not be framed.
 */
export function usePdfPreview(file: FileRecord): PdfPreview {
  const [preview, setPreview] = useState<PdfPreview>({ kind: 'loading' });
  const link = file.download_url ?? file.file_url;
  const demo = isDemoFile(file);
  useEffect(() => {
    if (demo || !link) {
      setPreview({ kind: 'none' });
      return;
    }
    const controller = new AbortController();
    let url: string | null = null;
    setPreview({ kind: 'loading' });
    fetch(link, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
        const blob = await response.blob();
        url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        setPreview({ kind: 'ready', url });
      })
      .catch(() => {
        if (!controller.signal.aborted) setPreview({ kind: 'error' });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [link, demo]);
  return preview;
}
