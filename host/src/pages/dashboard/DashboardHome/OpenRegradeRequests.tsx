import { fetchOpenRegradeRequests, routeTo, type RegradeRequest } from '@assess/core';
import { Button, Card, Chip, EmptyState, LoadingState, buttonClassName, useAssessApi, useResource } from '@assess/ui';
import { Link } from 'react-router';
import * as styles from './DashboardHome.css.ts';
import { OPEN_REGRADES_TEXTS } from './texts.ts';

/** How many requests the card lists; the rest are on each assessment's page. */
const SHOWN = 5;

function requestLine(request: RegradeRequest): string {
  return `${request.student.name ?? 'Student'}, question ${request.label}`;
}

/**
 * A teacher's open regrade requests across their assessments, each leading to the assessment's page where they are
 * answered: a request waits for its teacher, who would otherwise only see it on that assessment's page.
 */
export function OpenRegradeRequests() {
  const api = useAssessApi();
  const read = useResource('open-regrade-requests', ({ signal }) => fetchOpenRegradeRequests(api, { signal }));
  const { resource } = read;
  const requests = resource.kind === 'data' ? resource.data : [];
  return (
    <Card as="section" title={OPEN_REGRADES_TEXTS.title} headingLevel={2}>
      {resource.kind === 'loading' && <LoadingState title={OPEN_REGRADES_TEXTS.loading} />}
      {resource.kind === 'error' && (
        <p className={styles.muted}>
          {OPEN_REGRADES_TEXTS.failed}{' '}
          <Button size="sm" variant="text" onClick={() => void read.reload()}>
            Retry
          </Button>
        </p>
      )}
      {resource.kind === 'data' && requests.length === 0 && <EmptyState title={OPEN_REGRADES_TEXTS.none} description={OPEN_REGRADES_TEXTS.noneText} />}
      {requests.length > 0 && (
        <p>
          <Chip color="warning">{OPEN_REGRADES_TEXTS.count(requests.length)}</Chip> {OPEN_REGRADES_TEXTS.waiting}
        </p>
      )}
      {requests.length > 0 && (
        <ul className={styles.reportList} aria-label="Open regrade requests">
          {requests.slice(0, SHOWN).map((request) => (
            <li key={request.id} className={styles.report}>
              <div className={styles.reportText}>
                <span className={styles.reportTitle}>{requestLine(request)}</span>
                <span className={styles.muted}>{request.assessment_title}</span>
              </div>
              <Link
                to={routeTo('assessmentDetails', { assessmentId: request.assessment_id })}
                className={buttonClassName({ variant: 'text', size: 'sm' })}
                aria-label={`${OPEN_REGRADES_TEXTS.open}: ${requestLine(request)}, ${request.assessment_title}`}
              >
                {OPEN_REGRADES_TEXTS.open}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
