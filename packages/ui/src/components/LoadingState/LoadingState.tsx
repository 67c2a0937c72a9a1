import type { ReactNode } from 'react';
import { cx } from '../shared/cx.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './LoadingState.css.ts';

export interface LoadingStateProps {
  /** What is loading ('Loading Your Files...'). */
  title?: ReactNode;
  description?: ReactNode;
  className?: string;
}

/** A loading panel announced as a status, e.g. 'Loading Analytics...' with 'Please wait while ...'. */
export function LoadingState({ title = 'Loading...', description, className }: LoadingStateProps) {
  return (
    <div role="status" aria-live="polite" aria-busy="true" className={cx(styles.root, className)}>
      <Spinner size={40} className={styles.spinner} />
      <p className={styles.title}>{title}</p>
      {description !== undefined && <p className={styles.description}>{description}</p>}
    </div>
  );
}
