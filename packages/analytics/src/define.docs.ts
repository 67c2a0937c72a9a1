// The documentation of <assess-analytics> in custom-elements.json. Only the manifest build reads this module;
// the element itself ships without it.
import type { ElementDocs } from '@assess/ui';

const docs: ElementDocs = {
  summary:
    'The Analytics Dashboard: stat cards, performance by subject, recent reports, strengths and improvement areas; subject progress over time as a chart (keyboard-readable, with a table view); recommendations. Teachers choose one of their students, or a class to see its average over time.',
  props: {
    range: "The period shown at first: '7d', '30d' (default), '90d' or '1y'. The user can change it.",
    subject: 'The subject Subject Progress opens on, by id or name (biology when none is chosen).',
    studentId: "A teacher's view of one student: the student's user id.",
    classId: "A teacher's view of one class: the class id.",
    userRole: "The signed-in user's role; 'teacher', 'admin' and 'school_admin' choose a student or a class. (Not `role`, which is the ARIA attribute every element has.)",
  },
  events: {
    'assess-navigate':
      "A link to another product page was followed (Take an Assessment, the Dashboard breadcrumb); detail { to }. Cancel it to route yourself; otherwise the link opens under link-base-url.",
  },
  cssParts: {
    analytics: 'The whole dashboard.',
    stat: 'One stat card.',
    'subject-card': 'A subject card of Performance by Subject (a button that opens its progress).',
    'report-card': 'A card of Recent Reports.',
    'focus-area': 'The Focus Area of Recommendations.',
    'take-assessment': 'The Take an Assessment link of the empty states.',
    warning: 'The warning shown with sample data when the server cannot be reached.',
  },
};

export default docs;
