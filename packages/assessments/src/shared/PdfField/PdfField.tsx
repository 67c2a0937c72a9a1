import { useId } from 'react';
import { formatFileSize } from '@assess/core';
import * as styles from './PdfField.css.ts';

export interface PdfFieldProps {
  label: string;
  file: File | null;
  /** Only the first picked file is kept. */
  onChange: (file: File | null) => void;
  error?: string;
  required?: boolean;
  helperText?: string;
  disabled?: boolean;
}

/** One PDF slot: a labelled file input that keeps the first file picked. */
export function PdfField({ label, file, onChange, error, required, helperText, disabled }: PdfFieldProps) {
  const id = useId();
  const describedBy = [helperText && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        type="file"
        accept="application/pdf,.pdf"
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={styles.input}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      {file && (
        <p className={styles.chosen}>
          {file.name} ({formatFileSize(file.size)})
        </p>
      )}
      {helperText && (
        <p id={`${id}-help`} className={styles.helper}>
          {helperText}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
