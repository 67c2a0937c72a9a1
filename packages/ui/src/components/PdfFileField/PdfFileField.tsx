import { useId, useRef, useState } from 'react';
import { formatFileSize, isPdfFile, pdfContentProblem } from '@assess/core';
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

/**
 * One PDF slot: a native file picker (keyboard and screen-reader friendly), the chosen file and a Remove button.
 * A picked file that is empty, or whose first bytes are not a PDF's, is refused here with its reason and never
 * reaches the form, so it is never sent.
 */
export function PdfFileField({ label, required = false, file, error, helperText, onChange, onBlur, disabled = false }: PdfFileFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  /** Why the last file picked was refused. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const helperId = `${id}-helper`;
  const errorId = `${id}-error`;
  const chosenId = `${id}-chosen`;
  const shownError = refusal ?? error;

  const clear = () => {
    if (input.current) input.current.value = '';
    setRefusal(null);
    onChange(null);
    onBlur?.();
    input.current?.focus();
  };

  const pick = (picked: File | null) => {
    setRefusal(null);
    onChange(picked);
    // A file that does not even claim to be a PDF is the form's rules' to refuse; one that does is checked here.
    if (!picked || !isPdfFile(picked)) return;
    void pdfContentProblem(picked).then((problem) => {
      // A later pick replaced this one: its own check decides.
      if (!problem || input.current?.files?.[0] !== picked) return;
      input.current.value = '';
      setRefusal(problem);
      onChange(null);
    });
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
      <div className={styles.zone} data-invalid={shownError ? true : undefined}>
        <input
          ref={input}
          id={id}
          type="file"
          accept="application/pdf,.pdf"
          required={required}
          disabled={disabled}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy(helperText && helperId, file && chosenId, shownError && errorId)}
          className={styles.input}
          onChange={(event) => pick(event.currentTarget.files?.[0] ?? null)}
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
      {shownError && (
        <p id={errorId} className={field.error}>
          {shownError}
        </p>
      )}
    </div>
  );
}
