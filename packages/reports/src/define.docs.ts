// The documentation of <assess-reports> in custom-elements.json. Only the manifest build reads this module;
// the element itself ships without it.
import type { ElementDocs } from '@assess/ui';

const docs: ElementDocs = {
  summary:
    "Reports: a student's My Reports (stat cards, reports, pending jobs), Student Reports with progress, the assessment report (summary, questions, feedback; print, share, PDF) with a teacher's marks review, and a teacher's students, classes and class reports.",
  props: {
    view: "The screen: 'home' (default), 'student', 'assessment', 'students', 'classes' or 'class'.",
    userId: "The signed-in user's id: their own reports, or a teacher's students and classes.",
    userRole: "The signed-in user's role; 'teacher', 'admin' and 'school_admin' get the teacher's screens. (Not `role`, which is the ARIA attribute every element has.)",
    studentId: "view='student': the student (account or student record id); view='assessment': whose report it is (the user by default).",
    reportId: "view='assessment': the submission the report is of.",
    classId: "view='class': the class.",
    assessmentId: "view='class': the assessment shown first.",
    teacherId: 'The teacher whose students and classes are shown (the user by default; for administrators).',
  },
  events: {
    'assess-navigate': 'A link to another product page was followed (a report, a student, a class, Create Assessment); detail { to }. Cancel it to route yourself; otherwise the link opens under link-base-url.',
  },
  cssParts: {
    'reports-home': 'The reports home.',
    stat: 'One stat card.',
    'report-card': "A report card of the student's reports home.",
    'entry-link': "A link of the teacher's Overview cards.",
    'student-reports': 'The Student Reports screen.',
    'report-detail': 'The assessment report.',
    question: 'A question card of the assessment report.',
    'teacher-students': "The teacher's students.",
    'teacher-classes': "The teacher's classes.",
    'class-card': 'A class card.',
    'class-report': 'The class report of one assessment.',
  },
};

export default docs;
