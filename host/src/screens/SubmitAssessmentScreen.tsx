import { SubmitAssessment } from '@assess/assessments';
import { useSearchParams } from 'react-router';
import { useScreenNavigate } from './useScreenNavigate.ts';

/** /dashboard/assessments/upload, or ?assessment=ID for answers to an assessment set for the student's class. */
export function SubmitAssessmentScreen() {
  const [query] = useSearchParams();
  const assessmentId = query.get('assessment') ?? undefined;
  return <SubmitAssessment key={assessmentId} assessmentId={assessmentId} onNavigate={useScreenNavigate()} />;
}
