import { SubmitAssessment } from '@assess/assessments';
import { useScreenNavigate } from './useScreenNavigate.ts';

/** /dashboard/assessments/upload. */
export function SubmitAssessmentScreen() {
  return <SubmitAssessment onNavigate={useScreenNavigate()} />;
}
