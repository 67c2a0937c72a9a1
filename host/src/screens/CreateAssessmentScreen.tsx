import { CreateAssessment } from '@assess/assessments';
import { useScreenNavigate } from './useScreenNavigate.ts';

/** /dashboard/assessments/create. */
export function CreateAssessmentScreen() {
  return <CreateAssessment onNavigate={useScreenNavigate()} />;
}
