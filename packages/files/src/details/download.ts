// The three download behaviours of spec 02 §2: a demo file (link '#') becomes a text file describing it; a direct
// download_url opens in a new tab; otherwise the file is fetched through GET /files/{id}/url and saved under its name.
import { fetchFileUrl, fileTypeLabel, formatFileDate, formatFileSize, type ApiClient, type FileRecord } from '@assess/core';
import { saveFile } from '@assess/ui';
import { entityTypeLabel } from '../library/query.ts';

export const DEMO_LINK = '#';

export function isDemoFile(file: FileRecord): boolean {
  return file.download_url === DEMO_LINK || file.file_url === DEMO_LINK;
}

/** The text that stands in for a demo file: its name, type, entity, upload date, size, assessment and student. */
export function demoFileText(file: FileRecord): string {
  return [
    `File: ${file.file_name}`,
    `Type: ${fileTypeLabel(file.file_type)}`,
    `Entity: ${entityTypeLabel(file.entity_type)}${file.entity_id ? ` (${file.entity_id})` : ''}`,
    `Uploaded: ${formatFileDate(file.uploaded_at)}`,
    `Size: ${formatFileSize(file.file_size)}`,
    `Assessment: ${file.assessment_title ?? 'None'}`,
    `Student: ${file.student_name ?? 'None'}`,
    '',
    'This is a demo file: its contents are not stored.',
  ].join('\n');
}

export function demoFileName(file: FileRecord): string {
  return `${file.file_name.replace(/\.[^.]+$/, '') || 'file'}.txt`;
}

export interface DownloadDeps {
  api: ApiClient;
  open?: (url: string) => void;
  save?: (blob: Blob, name: string) => void;
  fetchBlob?: (url: string) => Promise<Blob>;
}

async function fetchAsBlob(url: string): Promise<Blob> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  return response.blob();
}

/** Downloads a file the way spec 02 §2 describes; throws when it cannot (the caller shows 'Failed to download file'). */
export async function downloadFile(file: FileRecord, deps: DownloadDeps): Promise<'demo' | 'opened' | 'saved'> {
  const save = deps.save ?? saveFile;
  if (isDemoFile(file)) {
    save(new Blob([demoFileText(file)], { type: 'text/plain;charset=utf-8' }), demoFileName(file));
    return 'demo';
  }
  if (file.download_url) {
    (deps.open ?? ((url) => window.open(url, '_blank', 'noopener')))(file.download_url);
    return 'opened';
  }
  const url = await fetchFileUrl(deps.api, file.id);
  save(await (deps.fetchBlob ?? fetchAsBlob)(url), file.file_name);
  return 'saved';
}
