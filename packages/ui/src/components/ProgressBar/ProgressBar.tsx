import type { CSSProperties } from 'react';
import { cx } from '../shared/cx.ts';
import * as styles from './ProgressBar.css.ts';

export type ProgressColor = 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

export interface ProgressBarProps {
  /** Current value; leave undefined for an indeterminate bar. */
  value?: number;
  min?: number;
  max?: number;
  /** Accessible name (e.g. 'validation usage'); or use labelledBy. */
  label?: string;
  labelledBy?: string;
  /** Text read instead of the number ('3 of 15 used'). */
  valueText?: string;
  color?: ProgressColor;
  /** Shows the rounded percentage beside the bar. */
  showValue?: boolean;
  className?: string;
  style?: CSSProperties;
}

export function ProgressBar({
  value,
  min = 0,
  max = 100,
  label,
  labelledBy,
  valueText,
  color = 'primary',
  showValue = false,
  className,
  style,
}: ProgressBarProps) {
  const determinate = value !== undefined && Number.isFinite(value);
  const clamped = determinate ? Math.min(max, Math.max(min, value)) : min;
  const percent = max > min ? ((clamped - min) / (max - min)) * 100 : 0;
  return (
    <div className={cx(styles.root, className)} style={style}>
      <div
        role="progressbar"
        aria-label={label}
        aria-labelledby={labelledBy}
        aria-valuemin={determinate ? min : undefined}
        aria-valuemax={determinate ? max : undefined}
        aria-valuenow={determinate ? clamped : undefined}
        aria-valuetext={determinate ? valueText : undefined}
        aria-busy={determinate ? undefined : true}
        className={styles.track}
      >
        <div
          className={cx(styles.bar, styles.colors[color], !determinate && styles.indeterminate)}
          style={determinate ? { width: `${percent}%` } : undefined}
        />
      </div>
      {showValue && determinate && (
        <span className={styles.value} aria-hidden="true">
          {Math.round(percent)}%
        </span>
      )}
    </div>
  );
}
