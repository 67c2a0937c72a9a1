import { AssessmentDetails, type DetailsRole } from './details/AssessmentDetails.tsx';
import { AssessmentList, type AssessmentView } from './list/AssessmentList.tsx';
import type { NavigateHandler } from '@assess/ui';

export interface AssessmentsScreenProps {
  /** Shows Assessment Details for this id; without one, My Assessments. */
  assessmentId?: string;
  /** 'grid' (default) or 'list'; any other value reads as grid. */
  view?: AssessmentView | string;
  forceRefresh?: boolean;
  userId?: string;
  /** The signed-in user's role (the element's user-role attribute: role is ARIA's). */
  userRole?: DetailsRole | string;
  studentId?: string;
  studentAssessmentId?: string;
  onNavigate?: NavigateHandler;
}

/** What <assess-assessments> shows: the list, or one assessment's details when assessment-id is set. */
export function AssessmentsScreen({ assessmentId, view, forceRefresh, onNavigate, userRole, ...details }: AssessmentsScreenProps) {
  if (assessmentId) return <AssessmentDetails key={assessmentId} assessmentId={assessmentId} onNavigate={onNavigate} role={userRole} {...details} />;
  return <AssessmentList view={view === 'list' ? 'list' : 'grid'} forceRefresh={forceRefresh} onNavigate={onNavigate} userId={details.userId} role={userRole} />;
}
