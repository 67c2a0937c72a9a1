import { assessmentActionLabel, attemptLabel, attemptsLeft, routeTo, type AssessmentDetail } from '@assess/core';
import { Alert, Button, Card, buttonClassName, useRouteHref, type NavigateHandler } from '@assess/ui';
import type { useFeedbackDownload } from '../shared/useFeedbackDownload.ts';
import * as styles from './AssessmentDetails.css.ts';
import { ACTIONS_TEXTS } from './texts.ts';

export interface DetailsActionsProps {
  assessment: AssessmentDetail;
  /** A reviewer's page of an assessment set for students: its actions lead to the class's work. */
  classView: boolean;
  /** Answers are grouped once some are marked: before that there is nothing to mark together. */
  canMarkByGroup: boolean;
  /** The submission whose feedback Download Feedback saves, when its marks are shown. */
  feedbackSubmissionId: string | null;
  feedback: ReturnType<typeof useFeedbackDownload>;
  /** Leaves for another page (the screen's navigate). */
  onNavigate: NavigateHandler;
  /** The main action on a student's page once the assessment is under way: go to its marks, job or facts. */
  onShowSubmission: () => void;
  onShowClass: () => void;
  onShowClassMarking: () => void;
}

/** The Actions card: what the reader does next with this assessment, its feedback and the reports. */
export function DetailsActions({ assessment, classView, canMarkByGroup, feedbackSubmissionId, feedback, onNavigate, onShowSubmission, onShowClass, onShowClassMarking }: DetailsActionsProps) {
  const routeHref = useRouteHref();
  let download = null;
  if (assessment.status === 'graded') {
    if (feedbackSubmissionId) {
      const submissionId = feedbackSubmissionId;
      download = (
        <Button variant="outlined" fullWidth loading={feedback.downloading === submissionId} onClick={() => void feedback.download(submissionId, assessment.title)}>
          Download Feedback
        </Button>
      );
    } else if (assessment.mark_scheme_url) {
      download = (
        <a href={assessment.mark_scheme_url} target="_blank" rel="noopener noreferrer" className={buttonClassName({ variant: 'outlined', fullWidth: true })}>
          Download Feedback
        </a>
      );
    } else {
      download = (
        <Button variant="outlined" fullWidth disabled>
          Download Feedback
        </Button>
      );
    }
  }
  return (
    <Card as="section" title="Actions" headingLevel={2}>
      <div className={styles.actionList}>
        {classView ? (
          <>
            <Button variant="primary" fullWidth onClick={onShowClass}>
              {ACTIONS_TEXTS.viewClassSubmissions}
            </Button>
            {canMarkByGroup && (
              <Button variant="outlined" fullWidth onClick={onShowClassMarking}>
                {ACTIONS_TEXTS.markByAnswerGroup}
              </Button>
            )}
          </>
        ) : (
          <Button
            variant="primary"
            fullWidth
            onClick={() => {
              if (assessment.status === 'draft') return onNavigate({ to: routeTo('submitAssessment') });
              if (assessment.status === 'not_started') return onNavigate({ to: routeTo('submitAssessment', {}, { assessment: assessment.id }) });
              onShowSubmission();
            }}
          >
            {assessmentActionLabel(assessment.status)}
          </Button>
        )}
        {!classView && assessment.status !== 'not_started' && (assessment.attempts_used ?? 0) > 0 && (attemptsLeft(assessment) ?? 0) > 0 && (
          // A student whose teacher allows more attempts submits again from here; the next one is named.
          <Button variant="outlined" fullWidth onClick={() => onNavigate({ to: routeTo('submitAssessment', {}, { assessment: assessment.id }) })}>
            {ACTIONS_TEXTS.anotherAttempt}
            <span className={styles.meta}> ({attemptLabel((assessment.attempts_used ?? 0) + 1, assessment.attempts_allowed)})</span>
          </Button>
        )}
        {download}
        <a
          href={routeHref(routeTo('reports'))}
          className={styles.link}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            onNavigate({ to: routeTo('reports') });
          }}
        >
          View Reports
        </a>
        {feedback.error && (
          <Alert severity="error" onClose={feedback.clearError}>
            {feedback.error}
          </Alert>
        )}
      </div>
    </Card>
  );
}
