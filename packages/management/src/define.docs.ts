// The documentation of <assess-management> in custom-elements.json. Only the manifest build reads this module;
// the element itself ships without it.
import type { ElementDocs } from '@assess/ui';

const docs: ElementDocs = {
  summary: 'Management: Class Management and Student Management tabs, or one class’s page when class-id is set.',
  description:
    'Classes as cards (create, edit, add several students, details), student records in a table (add, edit, delete, invite with a shareable link, import from CSV with a checked preview and invite them all), and a class page with its students, the assessments set for it with who has submitted, a CSV export and a link to its report. For teachers, admins and school admins; anyone else sees the refusal. Reads /api/classes and /api/students with the access-token attribute or configure().',
  props: {
    userRole: "The signed-in user's role; anything but teacher, admin or school_admin shows 'You do not have permission to access the management section' without calling the API. (Not `role`, which is ARIA's.)",
    userId: "The signed-in user's id: the teacher_id of a new class, and whose classes a student record can be put in.",
    classId: 'Show this class’s page (students, assessments and submissions, export, report link) instead of the tabs.',
    tab: "The tab shown first: 'classes' (default) or 'students'.",
    createClass: 'Open Create New Class on arrival.',
  },
  events: {
    'assess-navigate':
      "A link to another product page was followed (Details opens /dashboard/classes/{id}; the class page links back to /dashboard/management and to /dashboard/reports/teacher/{teacherId}/class/{classId}); detail { to }. Call preventDefault() to route it yourself; otherwise the browser follows the link, at link-base-url when set.",
  },
  cssParts: {
    management: 'The management screen with its tabs.',
    'class-card': 'One class card.',
    'class-details': 'The class page.',
  },
};

export default docs;
