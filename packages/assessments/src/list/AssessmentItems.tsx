import { assessmentReviewStatusColour, attemptLabel, descriptionPreview, formatShortDate, formatStatusLabel, mayActOnAssessment, type AssessmentListItem } from '@assess/core';
import { Button, Card, Chip } from '@assess/ui';
import { practiceLabel } from './texts.ts';
import * as styles from './AssessmentList.css.ts';

export type AssessmentView = 'grid' | 'list';

export interface AssessmentItemsProps {
  items: readonly AssessmentListItem[];
  view: AssessmentView;
  userId: string | undefined;
  /** The submission whose feedback is being fetched. */
  downloading: string | null;
  onDetails: (item: AssessmentListItem) => void;
  onDownload: (item: AssessmentListItem & { student_assessment_id: string }) => void;
  onDelete: (item: AssessmentListItem) => void;
}

/** One page of My Assessments: cards in a grid, or rows in a list, each with its status and its actions. */
export function AssessmentItems({ items, view, userId, downloading, onDetails, onDownload, onDelete }: AssessmentItemsProps) {
  function itemActions(item: AssessmentListItem) {
    return (
      <div className={styles.actions}>
        <Button size="sm" variant="primary" onClick={() => onDetails(item)} aria-label={`View Details: ${item.title}`}>
          View Details
        </Button>
        {item.status === 'graded' && (
          <Button
            size="sm"
            variant="outlined"
            aria-label={`Download Feedback: ${item.title}`}
            disabled={!item.student_assessment_id}
            loading={item.student_assessment_id !== null && downloading === item.student_assessment_id}
            onClick={() => item.student_assessment_id && onDownload({ ...item, student_assessment_id: item.student_assessment_id })}
          >
            Download Feedback
          </Button>
        )}
        {mayActOnAssessment('delete', userId, item) && (
          <Button size="sm" variant="danger" onClick={() => onDelete(item)} aria-label={`Delete: ${item.title}`}>
            Delete
          </Button>
        )}
      </div>
    );
  }

  function statusChip(item: AssessmentListItem) {
    return (
      <span className={styles.chips}>
        {item.practice && (
          <Chip color="secondary" size="sm" data-practice="">
            {practiceLabel(item)}
          </Chip>
        )}
        <Chip color={assessmentReviewStatusColour(item.status)} size="sm" data-status={item.status}>
          {formatStatusLabel(item.status)}
        </Chip>
      </span>
    );
  }

  /**
   * Who set an item, when not the reader ('Set by Tess Teacher'), else whose work it is; practice is already named
   * in its chip. A student's attempts at it follow ('Attempt 2 of 3').
   */
  function owner(item: AssessmentListItem) {
    if (item.practice) return '';
    const attempt = attemptLabel(item.attempts_used, item.attempts_allowed);
    const who = item.author_name ? `Set by ${item.author_name}` : item.student_name;
    return [who, attempt].filter(Boolean).map((part) => ` · ${part}`).join('');
  }

  function facts(item: AssessmentListItem) {
    return (
      <p className={styles.muted}>
        {item.subject?.name ?? 'No subject'} · {formatShortDate(item.created_at)}
        {owner(item)}
      </p>
    );
  }

  if (view === 'grid') {
    return (
      <ul className={styles.grid} aria-label="Assessments">
        {items.map((item) => (
          <Card key={item.id} as="li" title={item.title} headingLevel={3} headerAction={statusChip(item)} actions={itemActions(item)} className={styles.card}>
            <p className={styles.description}>{descriptionPreview(item.description, 'grid')}</p>
            {facts(item)}
          </Card>
        ))}
      </ul>
    );
  }
  return (
    <ul className={styles.list} aria-label="Assessments">
      {items.map((item) => (
        <li key={item.id} className={styles.row}>
          <div className={styles.rowText}>
            <h3 className={styles.rowTitle}>{item.title}</h3>
            <p className={styles.description}>{descriptionPreview(item.description, 'list')}</p>
            {facts(item)}
          </div>
          {statusChip(item)}
          {itemActions(item)}
        </li>
      ))}
    </ul>
  );
}
