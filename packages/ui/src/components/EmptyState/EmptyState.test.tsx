import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState.tsx';

describe('EmptyState', () => {
  it('shows a heading, the explanation and its actions', () => {
    render(
      <EmptyState
        title="No files found"
        description="Start by uploading your first file. You can add question papers, mark schemes, student answers, and more."
        actions={<button type="button">Upload your first file</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No files found' })).toBeTruthy();
    expect(
      screen.getByText('Start by uploading your first file. You can add question papers, mark schemes, student answers, and more.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload your first file' })).toBeTruthy();
  });
});
