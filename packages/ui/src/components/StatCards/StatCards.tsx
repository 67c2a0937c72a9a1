import type { ReactNode } from 'react';
import * as styles from './StatCards.css.ts';

export interface Stat {
  label: string;
  value: ReactNode;
}

export interface StatCardsProps {
  stats: readonly Stat[];
  /** The list's accessible name ('Overview', 'Report statistics'). */
  label: string;
}

/** A row of figures, each a label over its value, wrapping on narrow screens. */
export function StatCards({ stats, label }: StatCardsProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {stats.map((stat) => (
        <li key={stat.label} className={styles.stat} part="stat">
          <span className={styles.label}>{stat.label}</span>
          <span className={styles.value}>{stat.value}</span>
        </li>
      ))}
    </ul>
  );
}
