import { AssessmentDetails } from '@assess/assessments';
import { routeTo, STUDENT_PARAM, SUBMISSION_PARAM } from '@assess/core';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { useScreenNavigate } from './useScreenNavigate.ts';
import { useSignedInUser } from './useSignedInUser.ts';

// One definition of the submission route, shared with the screens that link to a result.

/** /dashboard/assessments/:assessmentId, optionally with ?submission=ID&student=ID. */
export function AssessmentDetailsScreen() {
  const { assessmentId = '' } = useParams();
  const [query] = useSearchParams();
  const { userId, role } = useSignedInUser();
  const navigate = useScreenNavigate();
  return (
    <AssessmentDetails
      key={assessmentId}
      assessmentId={assessmentId}
      userId={userId}
      role={role}
      studentId={query.get(STUDENT_PARAM) ?? undefined}
      studentAssessmentId={query.get(SUBMISSION_PARAM) ?? undefined}
      onNavigate={navigate}
    />
  );
}

/**
 * /dashboard/assessments/detail/:assessmentId (spec 02 §2): the details screen already shows the submission, its
 * job and its marks, so this route opens it, keeping the query.
 */
export function SubmissionDetailRedirect() {
  const { assessmentId = '' } = useParams();
  const { search } = useLocation();
  return <Navigate replace to={`${routeTo('assessmentDetails', { assessmentId })}${search}`} />;
}
