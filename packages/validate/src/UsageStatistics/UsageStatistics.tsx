import { isUnlimitedLimit, remainingValidations, usageBarColour, usageCountText, usagePercent, type ValidationCounter } from '@assess/core';
import { Card, ProgressBar } from '@assess/ui';
import * as styles from './UsageStatistics.css.ts';
import { USAGE_CHECK_FAILED } from '../UploadValidate/texts.ts';

export interface UsageStatisticsProps {
  /** Null until usage data arrives. */
  usage: ValidationCounter | null;
  /** The usage could not be read. */
  failed?: boolean;
}

/** Remaining validations today (10 until data arrives) and a bar of those used. */
export function UsageStatistics({ usage, failed = false }: UsageStatisticsProps) {
  const unlimited = usage !== null && isUnlimitedLimit(usage.limit);
  const remaining = unlimited ? 'Unlimited' : String(remainingValidations(usage?.used, usage?.limit));
  const percent = usage ? usagePercent(usage.used, usage.limit) : 0;
  return (
    <Card as="section" title="Usage Statistics" headingLevel={2}>
      <div className={styles.body}>
        <p className={styles.remaining}>
          <span className={styles.count} data-testid="remaining-validations">
            {remaining}
          </span>
          <span className={styles.caption}>Remaining validations</span>
        </p>
        {usage && (
          <>
            <ProgressBar
              label="Validations used today"
              value={percent}
              valueText={usageCountText(usage.used, usage.limit)}
              color={usageBarColour(percent)}
            />
            <p className={styles.caption}>Used today: {usageCountText(usage.used, usage.limit)}</p>
          </>
        )}
        {failed && <p className={styles.error}>{USAGE_CHECK_FAILED}</p>}
      </div>
    </Card>
  );
}
