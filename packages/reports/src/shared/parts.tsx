// Small pieces the reports screens share.
import { progressScoreColour } from '@assess/core';
import { Alert, Button, Chip, EmptyState, RouteLink, buttonClassName, type ChipColor, type NavigateHandler } from '@assess/ui';
import * as styles from './screen.css.ts';
import { REPORTS_TEXTS, ROUTES } from './texts.ts';

/**
 * A report page that ends here: not found (someone else's, or a wrong link) or not for this role. Says so and
 * leads to the viewer's own reports, with no Retry that could not help.
 */
export function ReportDeadEnd({ kind, onNavigate }: { kind: 'not-found' | 'not-allowed'; onNavigate: NavigateHandler | undefined }) {
  return (
    <div className={styles.screen}>
      <EmptyState
        title={kind === 'not-found' ? REPORTS_TEXTS.notFoundTitle : REPORTS_TEXTS.notAllowedTitle}
        description={kind === 'not-found' ? REPORTS_TEXTS.notFoundText : REPORTS_TEXTS.notAllowedText}
        headingLevel={1}
        actions={
          <RouteLink to={ROUTES.home} onNavigate={onNavigate} className={buttonClassName({ variant: 'primary' })}>
            {REPORTS_TEXTS.backToMyReports}
          </RouteLink>
        }
      />
    </div>
  );
}

/** A failed read: the message in an error alert with Retry (spec 02 §8: errors are shown in an error alert). */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button size="sm" variant="outlined" onClick={onRetry}>
          {REPORTS_TEXTS.retry}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

const SCORE_CHIP: Record<ReturnType<typeof progressScoreColour>, ChipColor> = { green: 'success', amber: 'warning', red: 'error' };

/** A score in the student screens' colours (spec 02 §9: 70+ green, 50-69 amber, below 50 red). */
export function ScoreChip({ score }: { score: number | null | undefined }) {
  if (typeof score !== 'number') return <Chip size="sm">{REPORTS_TEXTS.notAvailable}</Chip>;
  return (
    <Chip size="sm" color={SCORE_CHIP[progressScoreColour(score)]}>
      {Math.round(score)}%
    </Chip>
  );
}

/** A percentage for a table cell or stat: rounded, or N/A. */
export const percentText = (value: number | null | undefined) => (typeof value === 'number' ? `${Math.round(value)}%` : REPORTS_TEXTS.notAvailable);
