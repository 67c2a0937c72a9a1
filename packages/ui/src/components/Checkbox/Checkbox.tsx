import { useEffect, useId, useRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from '../shared/cx.ts';
import { describedBy } from '../shared/describedBy.ts';
import * as field from '../shared/field.css.ts';
import * as styles from './Checkbox.css.ts';

export interface CheckboxProps extends Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'className'> {
  label: ReactNode;
  helperText?: ReactNode;
  error?: ReactNode;
  /** The mixed state (some of a group selected). */
  indeterminate?: boolean;
  className?: string;
}

/** A native checkbox with its label and optional description. */
export function Checkbox({ label, helperText, error, indeterminate = false, className, id: idProp, disabled, ...rest }: CheckboxProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const inputRef = useRef<HTMLInputElement>(null);
  const hasError = error !== undefined && error !== null && error !== false && error !== '';

  useEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  }, [indeterminate]);

  return (
    <div className={cx(styles.root, className)}>
      <label htmlFor={id} className={styles.row} data-disabled={disabled || undefined}>
        <input
          {...rest}
          ref={inputRef}
          id={id}
          type="checkbox"
          disabled={disabled}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy(rest['aria-describedby'], helperText !== undefined && `${id}-helper`, hasError && `${id}-error`)}
          className={styles.input}
        />
        <span>{label}</span>
      </label>
      {helperText !== undefined && (
        <p id={`${id}-helper`} className={cx(field.helper, styles.description)}>
          {helperText}
        </p>
      )}
      {hasError && (
        <p id={`${id}-error`} className={cx(field.error, styles.description)}>
          {error}
        </p>
      )}
    </div>
  );
}
