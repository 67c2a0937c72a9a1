import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../shared/cx.ts';
import * as styles from './IconButton.css.ts';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'aria-label' | 'children'> {
  /** The accessible name; an icon alone says nothing to a screen reader. Also shown as the tooltip. */
  label: string;
  /** The icon, hidden from assistive technology. */
  children: ReactNode;
  variant?: 'default' | 'primary' | 'outlined';
  size?: 'sm' | 'md' | 'lg';
}

export function IconButton({
  label,
  children,
  variant = 'default',
  size = 'md',
  type = 'button',
  className,
  title,
  ...rest
}: IconButtonProps) {
  if (!label.trim()) throw new Error('IconButton needs a label');
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      title={title ?? label}
      className={cx(styles.base, styles.variants[variant], styles.sizes[size], className)}
    >
      <span aria-hidden="true" style={{ display: 'inline-flex' }}>
        {children}
      </span>
    </button>
  );
}
