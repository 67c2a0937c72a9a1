import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { visuallyHidden } from '../shared/base.css.ts';
import { cx } from '../shared/cx.ts';
import { describedBy } from '../shared/describedBy.ts';
import * as field from '../shared/field.css.ts';
import * as styles from './TextField.css.ts';

type InputProps = Omit<ComponentPropsWithRef<'input'>, 'size'>;
type TextareaProps = ComponentPropsWithRef<'textarea'>;

interface CommonProps {
  label: ReactNode;
  /** Keeps the label for assistive technology but hides it on screen (search boxes with a placeholder). */
  hideLabel?: boolean;
  helperText?: ReactNode;
  /** An error message; when present the field is marked aria-invalid and the message describes it. */
  error?: ReactNode;
  startAdornment?: ReactNode;
  /** Controls inside the field's end (show/hide password, clear search). */
  endAdornment?: ReactNode;
  fullWidth?: boolean;
  className?: string;
}

export type TextFieldProps =
  | (CommonProps & Omit<InputProps, 'className'> & { multiline?: false })
  | (CommonProps & Omit<TextareaProps, 'className'> & { multiline: true });

export function TextField(props: TextFieldProps) {
  const {
    label,
    hideLabel = false,
    helperText,
    error,
    startAdornment,
    endAdornment,
    fullWidth = false,
    className,
    id: idProp,
    required,
    disabled,
    ...rest
  } = props;
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const helperId = `${id}-helper`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const aria = {
    id,
    required,
    disabled,
    'aria-invalid': hasError || undefined,
    'aria-describedby': describedBy(rest['aria-describedby'], helperText !== undefined && helperId, hasError && errorId),
  };

  let control: ReactNode;
  if (props.multiline) {
    const { multiline: _multiline, ...textareaProps } = rest as TextareaProps & { multiline?: boolean };
    control = <textarea rows={3} {...textareaProps} {...aria} className={cx(field.input, field.textarea)} />;
  } else {
    const { multiline: _multiline, ...inputProps } = rest as InputProps & { multiline?: boolean };
    control = <input type="text" {...inputProps} {...aria} className={field.input} />;
  }

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
      <div
        className={cx(field.box, props.multiline && field.multilineBox)}
        data-invalid={hasError || undefined}
        data-disabled={disabled || undefined}
      >
        {startAdornment && <span className={field.adornment}>{startAdornment}</span>}
        {control}
        {endAdornment && <span className={field.adornment}>{endAdornment}</span>}
      </div>
      {helperText !== undefined && (
        <p id={helperId} className={field.helper}>
          {helperText}
        </p>
      )}
      {hasError && (
        <p id={errorId} className={field.error}>
          {error}
        </p>
      )}
    </div>
  );
}
