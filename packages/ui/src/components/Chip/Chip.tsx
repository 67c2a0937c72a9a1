import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { cx } from '../shared/cx.ts';
import { CloseIcon } from '../shared/icons.tsx';
import * as styles from './Chip.css.ts';

export type ChipColor = 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

export interface ChipProps extends ComponentPropsWithoutRef<'span'> {
  color?: ChipColor;
  size?: 'sm' | 'md';
  icon?: ReactNode;
  /** Makes the chip removable (active-filter chips): a button with `removeLabel` calls this. */
  onRemove?: () => void;
  /** Accessible name of the remove button; defaults to "Remove <text>". */
  removeLabel?: string;
}

export function Chip({ color = 'default', size = 'md', icon, onRemove, removeLabel, className, children, ...rest }: ChipProps) {
  const name = removeLabel ?? (typeof children === 'string' || typeof children === 'number' ? `Remove ${children}` : 'Remove');
  return (
    <span {...rest} className={cx(styles.chip, styles.colors[color], styles.sizes[size], className)}>
      {icon && (
        <span aria-hidden="true" style={{ display: 'inline-flex' }}>
          {icon}
        </span>
      )}
      <span className={styles.label}>{children}</span>
      {onRemove && (
        <button type="button" className={styles.remove} aria-label={name} title={name} onClick={onRemove}>
          <CloseIcon size={14} />
        </button>
      )}
    </span>
  );
}
