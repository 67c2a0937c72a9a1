import { ProgressBar, type ProgressColor } from '@assess/ui';
import * as styles from './auth.css.ts';

export interface StrengthMeterProps {
  /** 0 to 100. */
  percent: number;
  label: string;
}

const COLOURS: Record<string, ProgressColor> = { Weak: 'error', Fair: 'warning', Medium: 'warning', Good: 'info', Strong: 'success' };

/** A password strength bar with its label (Weak, Medium, Strong; or Weak, Fair, Good, Strong). */
export function StrengthMeter({ percent, label }: StrengthMeterProps) {
  return (
    <div className={styles.meter}>
      <ProgressBar value={percent} label="Password strength" valueText={label} color={COLOURS[label] ?? 'primary'} />
      <span>Password strength: {label}</span>
    </div>
  );
}
