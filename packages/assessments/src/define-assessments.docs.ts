// The documentation of <assess-assessments> in custom-elements.json. Only the manifest build reads this module;
// the element itself ships without it.
import type { ElementDocs } from '@assess/ui';
import { NAVIGATE_EVENT_DOC } from './navigate-docs.ts';

const docs: ElementDocs = {
  summary: 'My Assessments, or one assessment’s details when assessment-id is set.',
  description:
    'Without assessment-id: the list with search, status filter, grid/list toggle, summary cards, Refresh, Force Refresh and pagination. With assessment-id: Assessment Details with grading-job tracking, Edit Details for the creator and, for teachers, marks review and release.',
  props: {
    assessmentId: 'Show Assessment Details for this assessment instead of the list.',
    view: "The list's layout: 'grid' (default) or 'list'.",
    forceRefresh: 'Clear the cached list and reload on arrival (the forceRefresh navigation-state flag).',
    userId: "The signed-in user's id; Edit Details shows only to the assessment's creator.",
    userRole: "The signed-in user's role; 'teacher', 'admin' and 'school_admin' may change and release marks. (Not `role`, which is the ARIA attribute every element has.)",
    studentId: "Whose submission the details show marks for; the signed-in user's by default.",
    studentAssessmentId: 'The submission to show marks for; by default the one the tracked grading job produced.',
  },
  events: { 'assess-navigate': NAVIGATE_EVENT_DOC },
};

export default docs;
