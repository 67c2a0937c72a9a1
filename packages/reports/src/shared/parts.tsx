// Small pieces the reports screens share.
import { apiErrorText, progressScoreColour, routeTo, type ResourceError } from '@assess/core';
import { Chip, EmptyState, LoadFailed, RouteLink, Screen, buttonClassName, type ChipColor, type NavigateHandler } from '@assess/ui';
import { REPORTS_TEXTS } from './texts.ts';

/** The start of every reports trail. */
export const DASHBOARD_CRUMB = { label: 'Dashboard', href: routeTo('dashboard') } as const;

/** The reports home, the second step of every reports trail. */
export const REPORTS_CRUMB = { label: 'Reports', href: routeTo('reports') } as const;

/**
 * A report page that ends here: not found (someone else's, or a wrong link) or not for this role. Says so and
 * leads to the viewer's own reports, with no Retry that could not help.
 */
export function ReportDeadEnd({ kind, onNavigate }: { kind: 'not-found' | 'not-allowed'; onNavigate: NavigateHandler | undefined }) {
  return (
    <Screen>
      <EmptyState
        title={kind === 'not-found' ? REPORTS_TEXTS.notFoundTitle : REPORTS_TEXTS.notAllowedTitle}
        description={kind === 'not-found' ? REPORTS_TEXTS.notFoundText : REPORTS_TEXTS.notAllowedText}
        headingLevel={1}
        actions={
          <RouteLink to={routeTo('reports')} onNavigate={onNavigate} className={buttonClassName({ variant: 'primary' })}>
            {REPORTS_TEXTS.backToMyReports}
          </RouteLink>
        }
      />
    </Screen>
  );
}

/**
 * A failed read: the server's message, else the screen's failure text, in an error alert with Retry (spec 02 §8:
 * errors are shown in an error alert).
 */
export function LoadFailure({ error, text, onRetry }: { error: ResourceError; text: string; onRetry: () => void }) {
  return <LoadFailed message={apiErrorText(error.cause, text)} retryLabel={REPORTS_TEXTS.retry} onRetry={onRetry} />;
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
