// The texts of the dashboard home.

/** Each role's dashboard in its own words: a student's learning, a teacher's classes, an administrator's school. */
export const DASHBOARD_WORDS = {
  student: {
    subtitle: 'Here is how your learning is going.',
    cards: {
      validation: { title: 'Upload Answer Paper', text: 'Submit your answers and get AI feedback in minutes.' },
      reports: { title: 'My Reports', text: 'Read your graded assessments and feedback.' },
      analytics: { title: 'Performance Analytics', text: 'See your strengths and where to improve.' },
    },
  },
  teacher: {
    subtitle: 'Set work for your classes and follow how they are doing.',
    cards: {
      assessments: { title: 'My Assessments', text: 'Create assessments, set them for a class and review the marks.' },
      reports: { title: 'Class Reports', text: "Read your students' results and feedback, class by class." },
      analytics: { title: 'Class Analytics', text: 'See where your classes are strong and what to revisit.' },
    },
  },
  admin: {
    subtitle: "Follow your school's classes, teachers and students.",
    cards: {
      management: { title: 'Management', text: 'Classes, students and invitations across the school.' },
      reports: { title: 'Reports', text: "Results and feedback for the school's students and classes." },
      analytics: { title: 'Analytics', text: 'Performance across the school, by class and by student.' },
    },
  },
} as const;

export const OPEN_REGRADES_TEXTS = {
  title: 'Regrade Requests',
  loading: 'Loading regrade requests…',
  failed: 'Failed to load regrade requests',
  none: 'No open regrade requests',
  noneText: 'When a student asks for a question to be marked again, it shows here.',
  count: (n: number) => (n === 1 ? '1 open' : `${n} open`),
  waiting: 'waiting for your answer',
  open: 'Open',
} as const;
