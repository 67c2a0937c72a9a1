import type { ReactNode } from 'react';
import { cx } from '../shared/cx.ts';
import { Heading, type HeadingLevel } from '../shared/Heading.tsx';
import * as styles from './EmptyState.css.ts';

export interface EmptyStateProps {
  /** 'No files found', 'No Reports Found' ... */
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** Buttons that lead out of the empty state ('Upload your first file'). */
  actions?: ReactNode;
  headingLevel?: HeadingLevel;
  className?: string;
}

export function EmptyState({ title, description, icon, actions, headingLevel = 3, className }: EmptyStateProps) {
  return (
    <div className={cx(styles.root, className)}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading level={headingLevel} className={styles.title}>{title}</Heading>
      {description !== undefined && <p className={styles.description}>{description}</p>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
