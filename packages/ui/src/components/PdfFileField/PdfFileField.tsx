import { useId, useRef } from 'react';
import { formatFileSize } from '@assess/core';
import { Button } from '../Button/Button.tsx';
import { describedBy } from '../shared/describedBy.ts';
import * as field from '../shared/field.css.ts';
import * as styles from './PdfFileField.css.ts';

export interface PdfFileFieldProps {
  label: string;
  required?: boolean;
  file: File | null;
  error?: string;
  helperText?: string;
  /** The first picked file, or null when the choice is cleared. */
  onChange: (file: File | null) => void;
  /** The field was left: its errors may show from now on. */
  onBlur?: () => void;
  /** While a form is being sent: the file can be neither changed nor removed. */
  disabled?: boolean;
}

/** One PDF slot: a native file picker (keyboard and screen-reader friendly), the chosen file and a Remove button. */
export function PdfFileField({ label, required = false, file, error, helperText, onChange, onBlur, disabled = false }: PdfFileFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const helperId = `${id}-helper`;
  const errorId = `${id}-error`;
  const chosenId = `${id}-chosen`;

  const clear = () => {
    if (input.current) input.current.value = '';
    onChange(null);
    onBlur?.();
    input.current?.focus();
  };

  return (
    <div className={field.field}>
      <label htmlFor={id} className={field.label}>
        {label}
        {required && (
          <span className={field.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className={styles.zone} data-invalid={error ? true : undefined}>
        <input
          ref={input}
          id={id}
          type="file"
          accept="application/pdf,.pdf"
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(helperText && helperId, file && chosenId, error && errorId)}
          className={styles.input}
          onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
          onBlur={onBlur}
        />
        {file && (
          <p className={styles.chosen}>
            <span id={chosenId}>
              {file.name} ({formatFileSize(file.size)})
            </span>
            <Button variant="text" size="sm" onClick={clear} disabled={disabled} aria-label={`Remove ${file.name}`}>
              Remove
            </Button>
          </p>
        )}
      </div>
      {helperText && (
        <p id={helperId} className={field.helper}>
          {helperText}
        </p>
      )}
      {error && (
        <p id={errorId} className={field.error}>
          {error}
        </p>
      )}
    </div>
  );
}
