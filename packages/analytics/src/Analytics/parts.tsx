// Small pieces the analytics panels share.
import type { ReactNode } from 'react';
import { analyticsScoreBand, type SeverityColour } from '@assess/core';
import { Chip, Heading, type ChipColor, type HeadingLevel } from '@assess/ui';
import * as styles from './Analytics.css.ts';

const BAND_CHIP: Record<SeverityColour, ChipColor> = { success: 'success', info: 'info', warning: 'warning', error: 'error' };

/** A score as a chip in the analytics bands (spec 02 §9: 90+, 80-89, 70-79, below 70). */
export function ScoreChip({ score }: { score: number | null }) {
  if (score === null) return <Chip size="sm">N/A</Chip>;
  return (
    <Chip size="sm" color={BAND_CHIP[analyticsScoreBand(score)]}>
      {Math.round(score)}%
    </Chip>
  );
}

export function Section({ title, level, children }: { title: string; level: HeadingLevel; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <Heading level={level} className={styles.sectionTitle}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** Subject names arrive in any case; cards show them title-cased. */
export function percent(value: number): string {
  return `${Math.round(value)}%`;
}

export function nextLevel(level: HeadingLevel): HeadingLevel {
  return Math.min(6, level + 1) as HeadingLevel;
}
