import { cx } from '../shared/cx.ts';
import * as styles from './Spinner.css.ts';

export interface SpinnerProps {
  /** Diameter in pixels. */
  size?: number;
  className?: string;
}

/** A decorative spinner; pair it with text or a status role that says what is loading. */
export function Spinner({ size = 20, className }: SpinnerProps) {
  return <span aria-hidden="true" className={cx(styles.spinner, className)} style={{ width: size, height: size }} />;
}
