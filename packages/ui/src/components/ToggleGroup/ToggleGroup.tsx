import type { ReactNode } from 'react';
import { cx } from '../shared/cx.ts';
import * as styles from './ToggleGroup.css.ts';

export interface ToggleOption<V extends string = string> {
  value: V;
  label: string;
  /** Shown before the label, or instead of it with iconOnly. */
  icon?: ReactNode;
  /** Shows only the icon; the label stays as the accessible name and tooltip. */
  iconOnly?: boolean;
  disabled?: boolean;
}

interface CommonProps<V extends string> {
  options: readonly ToggleOption<V>[];
  /** Accessible name of the group ('View', 'Time range', 'Filter by result'). */
  label: string;
  className?: string;
}

export interface ExclusiveToggleGroupProps<V extends string = string> extends CommonProps<V> {
  multiple?: false;
  value: V;
  onChange: (value: V) => void;
}

export interface MultipleToggleGroupProps<V extends string = string> extends CommonProps<V> {
  multiple: true;
  value: readonly V[];
  onChange: (value: V[]) => void;
}

export type ToggleGroupProps<V extends string = string> = ExclusiveToggleGroupProps<V> | MultipleToggleGroupProps<V>;

/**
 * Toggle buttons with aria-pressed: exclusive (grid/list, date ranges: one is always pressed) or multiple
 * (result filters: each toggles on its own).
 */
export function ToggleGroup<V extends string = string>(props: ToggleGroupProps<V>) {
  const { options, label, className } = props;
  const isPressed = (value: V) => (props.multiple ? props.value.includes(value) : props.value === value);
  const toggle = (value: V) => {
    if (props.multiple) {
      const next = props.value.includes(value) ? props.value.filter((v) => v !== value) : [...props.value, value];
      // Keep the options' order so callers get a stable list.
      props.onChange(options.map((option) => option.value).filter((v) => next.includes(v)));
    } else if (props.value !== value) {
      props.onChange(value);
    }
  };
  return (
    <div role="group" aria-label={label} className={cx(styles.group, className)}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={isPressed(option.value)}
          aria-label={option.iconOnly ? option.label : undefined}
          title={option.iconOnly ? option.label : undefined}
          disabled={option.disabled}
          className={styles.toggle}
          onClick={() => toggle(option.value)}
        >
          {option.icon && (
            <span aria-hidden="true" style={{ display: 'inline-flex' }}>
              {option.icon}
            </span>
          )}
          {!option.iconOnly && option.label}
        </button>
      ))}
    </div>
  );
}
