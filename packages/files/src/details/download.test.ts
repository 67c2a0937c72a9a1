import { describe, expect, it, vi } from 'vitest';
import { fileRecordSchema } from '@assess/core';
import { fakeBackend } from '@assess/ui/testing';
import { demoFileText, downloadFile } from './download.ts';

const record = (overrides: Record<string, unknown>) =>
  fileRecordSchema.parse({
    id: 'file-1',
    file_name: 'Mock Paper.pdf',
    file_type: 'question_paper',
    entity_type: 'assessment',
    entity_id: 'a-1',
    uploaded_at: '2026-03-04T10:00:00Z',
    file_size: 2048,
    assessment_title: 'Forces',
    student_name: 'Sam Student',
    ...overrides,
  });

describe('the three downloads of spec 02 §2', () => {
  it("describes a demo file ('#') in a generated text file", async () => {
    const save = vi.fn();
    const file = record({ download_url: '#', file_url: '#' });
    expect(await downloadFile(file, { api: fakeBackend(() => undefined).client, save })).toBe('demo');
    const [blob, name] = save.mock.calls[0] as [Blob, string];
    expect(name).toBe('Mock Paper.txt');
    const text = await blob.text();
    expect(text).toBe(demoFileText(file));
    for (const part of ['Mock Paper.pdf', 'Question Paper', 'Assessment (a-1)', 'Mar 4, 2026', '2 KB', 'Forces', 'Sam Student']) expect(text).toContain(part);
  });

  it('opens a direct download_url in a new tab', async () => {
    const open = vi.fn();
    const file = record({ download_url: 'https://assess.test/storage/v1/object/sign/x.pdf?token=t' });
    expect(await downloadFile(file, { api: fakeBackend(() => undefined).client, open })).toBe('opened');
    expect(open).toHaveBeenCalledWith('https://assess.test/storage/v1/object/sign/x.pdf?token=t');
  });

  it('otherwise fetches the url call and saves the file under its name', async () => {
    const backend = fakeBackend((request) => (request.path === '/files/file-1/url' ? { json: { url: 'https://assess.test/signed' } } : undefined));
    const save = vi.fn();
    const fetchBlob = vi.fn(async () => new Blob(['%PDF-1.7']));
    expect(await downloadFile(record({}), { api: backend.client, save, fetchBlob })).toBe('saved');
    expect(fetchBlob).toHaveBeenCalledWith('https://assess.test/signed');
    expect(save.mock.calls[0]?.[1]).toBe('Mock Paper.pdf');
  });
});
