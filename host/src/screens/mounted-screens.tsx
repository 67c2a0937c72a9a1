import type { ReactElement } from 'react';
import { AnalyticsScreen } from './AnalyticsScreen.tsx';
import { AssessmentDetailsScreen, SubmissionDetailRedirect } from './AssessmentDetailsScreen.tsx';
import { AssessmentListScreen } from './AssessmentListScreen.tsx';
import { CreateAssessmentScreen } from './CreateAssessmentScreen.tsx';
import { ClassDetailsScreen, CreateClassScreen, ManagementScreen } from './ManagementScreen.tsx';
import { SubmitAssessmentScreen } from './SubmitAssessmentScreen.tsx';
import { UploadValidateScreen } from './UploadValidateScreen.tsx';

/** The dashboard routes (relative to /dashboard) whose screens have arrived; the rest stay placeholders. */
export const MOUNTED_SCREENS: Readonly<Record<string, () => ReactElement>> = {
  assessments: AssessmentListScreen,
  'assessments/upload': SubmitAssessmentScreen,
  'assessments/create': CreateAssessmentScreen,
  'assessments/detail/:assessmentId': SubmissionDetailRedirect,
  'assessments/:assessmentId': AssessmentDetailsScreen,
  validation: UploadValidateScreen,
  analytics: AnalyticsScreen,
  management: ManagementScreen,
  classes: ManagementScreen,
  'classes/create': CreateClassScreen,
  'classes/:classId': ClassDetailsScreen,
};
