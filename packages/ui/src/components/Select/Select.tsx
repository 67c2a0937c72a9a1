import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { visuallyHidden } from '../shared/base.css.ts';
import { cx } from '../shared/cx.ts';
import { describedBy } from '../shared/describedBy.ts';
import * as field from '../shared/field.css.ts';
import { ChevronRightIcon } from '../shared/icons.tsx';
import * as styles from './Select.css.ts';

export interface SelectOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'className' | 'children'> {
  label: ReactNode;
  hideLabel?: boolean;
  options: readonly (SelectOption | string)[];
  /** A first, empty choice ('Choose a subject'). */
  placeholder?: string;
  helperText?: ReactNode;
  error?: ReactNode;
  fullWidth?: boolean;
  className?: string;
}

/** A native select (the platform's picker is the most usable one on phones) with the theme's field styles. */
export function Select({
  label,
  hideLabel = false,
  options,
  placeholder,
  helperText,
  error,
  fullWidth = false,
  className,
  id: idProp,
  required,
  disabled,
  ...rest
}: SelectProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  return (
    <div className={cx(field.field, fullWidth && styles.fullWidth, className)}>
      <label htmlFor={id} className={hideLabel ? visuallyHidden : field.label}>
        {label}
        {required && (
          <span className={field.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className={cx(field.box, styles.box)} data-invalid={hasError || undefined} data-disabled={disabled || undefined}>
        <select
          {...rest}
          id={id}
          required={required}
          disabled={disabled}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy(rest['aria-describedby'], helperText !== undefined && `${id}-helper`, hasError && `${id}-error`)}
          className={cx(field.input, styles.select)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((raw) => {
            const option = typeof raw === 'string' ? { value: raw, label: raw } : raw;
            return (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            );
          })}
        </select>
        <span className={styles.arrow} aria-hidden="true">
          <ChevronRightIcon size={18} />
        </span>
      </div>
      {helperText !== undefined && (
        <p id={`${id}-helper`} className={field.helper}>
          {helperText}
        </p>
      )}
      {hasError && (
        <p id={`${id}-error`} className={field.error}>
          {error}
        </p>
      )}
    </div>
  );
}
