// Answers the server sends, one per report, analytics and mark-scheme reading route (taken from its tests, with ids
// made up): what the served schemas declare, and so what the screens parse with those same schemas.
export const SERVED_ANSWERS = {
  studentReportItem: {
    id: "00000000-0000-4000-8000-000000000001",
    title: "Cells and Genetics Quiz",
    completed_date: "2026-11-12T22:27:59.908Z",
    subject_name: "Biology",
    percentage: 46.7,
    status: "graded",
    review_state: "provisional",
    practice: false
  },
  assessmentReport: {
    id: "00000000-0000-4000-8000-000000000002",
    student_assessment_id: "00000000-0000-4000-8000-000000000002",
    assessment_id: "00000000-0000-4000-8000-000000000003",
    status: "graded",
    purpose: "submission",
    assessment: {
      id: "00000000-0000-4000-8000-000000000003",
      title: "Cells and Genetics Quiz",
      type: "custom",
      total_marks: 15
    },
    student: {
      id: "00000000-0000-4000-8000-000000000004",
      name: "Pia Pupil"
    },
    submission: {
      submitted_at: "2026-11-12T22:22:55.892Z",
      graded_at: "2026-11-12T22:27:55.892Z"
    },
    results: {
      total_earned_marks: 7,
      total_marks_obtained: 7,
      total_marks: 15,
      percentage: 46.67,
      scoring_summary: {
        total_marks: 15,
        total_marks_obtained: 7,
        percentage: 46.67
      },
      teacher_feedback: null,
      strength_areas: [
        {
          topic: "Cells",
          description: "4 of 5 marks (80%) in Cells",
          percentage: 80,
          marks_obtained: 4,
          total_marks: 5
        }
      ],
      improvement_areas: [
        {
          topic: "Genetics",
          description: "3 of 10 marks (30%) in Genetics: review this topic",
          percentage: 30,
          marks_obtained: 3,
          total_marks: 10
        }
      ]
    },
    grading_details: {
      total_marks_obtained: 7,
      total_marks: 15,
      exam_details: {
        total_marks: 15,
        exam_period: null,
        subject: "Biology"
      },
      performance_summary: {
        overall_comment: "A fair start."
      },
      answer_responses: [
        {
          question: "1",
          question_part: "",
          topic: "Cells",
          marks_obtained_for_question: 4,
          total_marks_for_question: 5,
          student_answer: "Answer to 1",
          correct_answer: "Model answer 1",
          analysis: "Feedback on 1",
          overridden: false,
          question_text: null,
          mark_points: [],
          answer_page: null,
          status: "partial"
        },
        {
          question: "2",
          question_part: "a",
          topic: "Genetics",
          marks_obtained_for_question: 1,
          total_marks_for_question: 5,
          student_answer: "Answer to 2a",
          correct_answer: "Model answer 2a",
          analysis: "Feedback on 2a",
          overridden: false,
          question_text: null,
          mark_points: [],
          answer_page: null,
          status: "partial"
        },
        {
          question: "2",
          question_part: "b",
          topic: "Genetics",
          marks_obtained_for_question: 2,
          total_marks_for_question: 5,
          student_answer: "Answer to 2b",
          correct_answer: "Model answer 2b",
          analysis: "Feedback on 2b",
          overridden: false,
          question_text: null,
          mark_points: [],
          answer_page: null,
          status: "partial"
        }
      ]
    },
    strength_areas: [
      {
        topic: "Cells",
        description: "4 of 5 marks (80%) in Cells",
        percentage: 80,
        marks_obtained: 4,
        total_marks: 5
      }
    ],
    improvement_areas: [
      {
        topic: "Genetics",
        description: "3 of 10 marks (30%) in Genetics: review this topic",
        percentage: 30,
        marks_obtained: 3,
        total_marks: 10
      }
    ],
    suggestions: [],
    grading_notes: [],
    scheme_read: {
      questions: 2,
      total_marks: 15,
      stated_total: null,
      warnings: []
    },
    review: {
      state: "provisional",
      released_at: null,
      released_by: null,
      label: "AI grade, awaiting teacher review",
      version: 1
    },
    title: "Cells and Genetics Quiz",
    subject: "Biology",
    score: 46.7,
    completed_date: "2026-11-12T22:27:55.892Z",
    feedback: "A fair start.",
    questions: [
      {
        id: "1",
        number: "1",
        topic: "Cells",
        score: 4,
        max_score: 5
      },
      {
        id: "2a",
        number: "2a",
        topic: "Genetics",
        score: 1,
        max_score: 5
      },
      {
        id: "2b",
        number: "2b",
        topic: "Genetics",
        score: 2,
        max_score: 5
      }
    ]
  },
  studentProgress: {
    student_name: "Pia Pupil",
    total_assessments: 3,
    average_score: 52.2,
    subjects: [
      {
        id: "00000000-0000-4000-8000-000000000005",
        name: "Biology",
        assessment_count: 2,
        average_score: 68.3,
        trend: "improving"
      },
      {
        id: "00000000-0000-4000-8000-000000000006",
        name: "Chemistry",
        assessment_count: 1,
        average_score: 20,
        trend: "stable"
      }
    ],
    improvement_areas: [
      {
        text: "Chemistry - Bonding (20%)",
        subject: "Chemistry",
        topic: "Bonding",
        percentage: 20
      },
      {
        text: "Biology - Genetics (46.7%)",
        subject: "Biology",
        topic: "Genetics",
        percentage: 46.7
      }
    ]
  },
  myReportItem: {
    id: "00000000-0000-4000-8000-000000000001",
    assessment_id: "00000000-0000-4000-8000-000000000007",
    assessment_title: "Cells and Genetics Quiz",
    subject_name: "Biology",
    status: "graded",
    submitted_at: "2026-11-12T22:22:59.908Z",
    graded_at: "2026-11-12T22:27:59.908Z",
    percentage: 46.7,
    purpose: "submission",
    review_state: "provisional",
    practice: false,
    attempt: 1,
    attempts_allowed: 1
  },
  teacherStudentsReport: {
    teacher_id: "00000000-0000-4000-8000-000000000008",
    total_students: 2,
    linked_students: 1,
    total_assessments: 3,
    average_score: 52.2,
    students: [
      {
        id: "00000000-0000-4000-8000-000000000009",
        name: "Not Yet Registered",
        email: null,
        student_id: null,
        class_year: null,
        class_id: "00000000-0000-4000-8000-000000000010",
        class_name: "10B Science",
        user_id: null,
        invitation_status: null,
        total_assessments: 0,
        average_score: null,
        highest_score: null,
        lowest_score: null,
        last_assessment_date: null,
        latest_score: null,
        latest_title: null
      },
      {
        id: "00000000-0000-4000-8000-000000000011",
        name: "Pia Pupil",
        email: "student@example.test",
        student_id: "P-7",
        class_year: null,
        class_id: "00000000-0000-4000-8000-000000000010",
        class_name: "10B Science",
        user_id: "00000000-0000-4000-8000-000000000004",
        invitation_status: "accepted",
        total_assessments: 3,
        average_score: 52.2,
        highest_score: 90,
        lowest_score: 20,
        last_assessment_date: "2026-11-25T22:27:55.900Z",
        latest_score: 20,
        latest_title: "Bonding Check"
      }
    ]
  },
  teacherClassReport: {
    class: {
      id: "00000000-0000-4000-8000-000000000010",
      name: "10B Science",
      description: null,
      subject_id: null,
      subject_name: null,
      year_group: "Year 10",
      grade_level: null,
      academic_year: null,
      student_count: 2,
      teacher_id: "00000000-0000-4000-8000-000000000008"
    },
    total_assessments: 3,
    average_score: 52.2,
    students: [
      {
        id: "00000000-0000-4000-8000-000000000009",
        name: "Not Yet Registered",
        email: null,
        student_id: null,
        class_year: null,
        class_id: "00000000-0000-4000-8000-000000000010",
        class_name: "10B Science",
        user_id: null,
        invitation_status: null,
        total_assessments: 0,
        average_score: null,
        highest_score: null,
        lowest_score: null,
        last_assessment_date: null,
        latest_score: null,
        latest_title: null
      },
      {
        id: "00000000-0000-4000-8000-000000000011",
        name: "Pia Pupil",
        email: "student@example.test",
        student_id: "P-7",
        class_year: null,
        class_id: "00000000-0000-4000-8000-000000000010",
        class_name: "10B Science",
        user_id: "00000000-0000-4000-8000-000000000004",
        invitation_status: "accepted",
        total_assessments: 3,
        average_score: 52.2,
        highest_score: 90,
        lowest_score: 20,
        last_assessment_date: "2026-11-25T22:27:55.900Z",
        latest_score: 20,
        latest_title: "Bonding Check"
      }
    ],
    assessments: [
      {
        assessment_id: "00000000-0000-4000-8000-000000000012",
        title: "Bonding Check",
        subject: "Chemistry",
        submissions: 1,
        average_score: 20,
        last_graded_at: "2026-11-25T22:27:55.900Z"
      },
      {
        assessment_id: "00000000-0000-4000-8000-000000000013",
        title: "Biology Test 2",
        subject: "Biology",
        submissions: 1,
        average_score: 90,
        last_graded_at: "2026-11-19T22:27:55.898Z"
      },
      {
        assessment_id: "00000000-0000-4000-8000-000000000003",
        title: "Cells and Genetics Quiz",
        subject: "Biology",
        submissions: 1,
        average_score: 46.7,
        last_graded_at: "2026-11-12T22:27:55.892Z"
      }
    ]
  },
  teacherAssessmentReport: {
    assessment: {
      id: "00000000-0000-4000-8000-000000000003",
      title: "Cells and Genetics Quiz",
      subject: "Biology",
      total_marks: 15,
      created_at: "2026-11-12T22:22:55.890Z"
    },
    summary: {
      submissions: 1,
      graded: 1,
      average_score: 46.7,
      highest_score: 46.7,
      lowest_score: 46.7
    },
    distribution: [
      {
        label: "0-9%",
        from: 0,
        to: 9,
        count: 0
      },
      {
        label: "10-19%",
        from: 10,
        to: 19,
        count: 0
      },
      {
        label: "20-29%",
        from: 20,
        to: 29,
        count: 0
      },
      {
        label: "30-39%",
        from: 30,
        to: 39,
        count: 0
      },
      {
        label: "40-49%",
        from: 40,
        to: 49,
        count: 1
      },
      {
        label: "50-59%",
        from: 50,
        to: 59,
        count: 0
      },
      {
        label: "60-69%",
        from: 60,
        to: 69,
        count: 0
      },
      {
        label: "70-79%",
        from: 70,
        to: 79,
        count: 0
      },
      {
        label: "80-89%",
        from: 80,
        to: 89,
        count: 0
      },
      {
        label: "90-100%",
        from: 90,
        to: 100,
        count: 0
      }
    ],
    submissions: [
      {
        student_assessment_id: "00000000-0000-4000-8000-000000000002",
        student_user_id: "00000000-0000-4000-8000-000000000004",
        student_record_id: "00000000-0000-4000-8000-000000000011",
        student_name: "Pia Pupil",
        status: "graded",
        percentage: 46.7,
        marks_obtained: 7,
        total_marks: 15,
        submitted_at: "2026-11-12T22:22:55.892Z",
        graded_at: "2026-11-12T22:27:55.892Z",
        review_state: "provisional",
        draft_marks_obtained: 7,
        review_status: "ai_grade",
        attempt: 1,
        attempts_allowed: 1
      }
    ],
    questions: [
      {
        question: "1",
        question_part: "",
        topic: "Cells",
        answers: 1,
        average_marks: 4,
        total_marks: 5,
        average_percentage: 80
      },
      {
        question: "2",
        question_part: "a",
        topic: "Genetics",
        answers: 1,
        average_marks: 1,
        total_marks: 5,
        average_percentage: 20
      },
      {
        question: "2",
        question_part: "b",
        topic: "Genetics",
        answers: 1,
        average_marks: 2,
        total_marks: 5,
        average_percentage: 40
      }
    ]
  },
  teacherClassesReport: {
    teacher_id: "00000000-0000-4000-8000-000000000014",
    classes: [
      {
        id: "00000000-0000-4000-8000-000000000015",
        name: "10B Science",
        subject_name: null,
        year_group: "Year 10",
        student_count: 2,
        linked_count: 1,
        average_score: 52.2,
        graded: 3,
        assessments_set: 2,
        submissions_due: 4,
        submissions_made: 2,
        completion_rate: 50,
        weakest_topics: [
          {
            topic: "Bonding",
            percentage: 20
          },
          {
            topic: "Genetics",
            percentage: 46.7
          },
          {
            topic: "Cells",
            percentage: 90
          }
        ]
      }
    ]
  },
  dashboardOverview: {
    completed_assessments: 3,
    in_progress_assessments: 1,
    average_score: 52.2,
    study_streak: 2,
    subject_progress: [
      {
        subject_id: "00000000-0000-4000-8000-000000000016",
        subject_name: "Biology",
        assessments_completed: 2,
        average_score: 68.3,
        last_assessment_date: "2026-11-19T22:28:07.384Z"
      },
      {
        subject_id: "00000000-0000-4000-8000-000000000017",
        subject_name: "Chemistry",
        assessments_completed: 1,
        average_score: 20,
        last_assessment_date: "2026-11-25T22:28:07.387Z"
      }
    ],
    performance_by_subject: [
      {
        subject: "Biology",
        subject_id: "00000000-0000-4000-8000-000000000016",
        average_score: 68.3
      },
      {
        subject: "Chemistry",
        subject_id: "00000000-0000-4000-8000-000000000017",
        average_score: 20
      }
    ],
    recent_reports: [
      {
        id: "00000000-0000-4000-8000-000000000018",
        assessment_id: "00000000-0000-4000-8000-000000000019",
        title: "Bonding Check",
        subject: "Chemistry",
        score: 20,
        date: "2026-11-25T22:28:07.387Z"
      },
      {
        id: "00000000-0000-4000-8000-000000000020",
        assessment_id: "00000000-0000-4000-8000-000000000021",
        title: "Biology Test 2",
        subject: "Biology",
        score: 90,
        date: "2026-11-19T22:28:07.384Z"
      },
      {
        id: "00000000-0000-4000-8000-000000000022",
        assessment_id: "00000000-0000-4000-8000-000000000023",
        title: "Cells and Genetics Quiz",
        subject: "Biology",
        score: 46.7,
        date: "2026-10-17T22:28:07.378Z"
      }
    ],
    strengths_by_subject: {
      Biology: [
        {
          topic: "Cells",
          description: "9 of 10 marks (90%) in Cells",
          percentage: 90,
          marks_obtained: 9,
          total_marks: 10
        }
      ]
    },
    weaknesses_by_subject: {
      Chemistry: [
        {
          topic: "Bonding",
          description: "2 of 10 marks (20%) in Bonding: review this topic",
          percentage: 20,
          marks_obtained: 2,
          total_marks: 10
        }
      ],
      Biology: [
        {
          topic: "Genetics",
          description: "7 of 15 marks (46.7%) in Genetics: review this topic",
          percentage: 46.7,
          marks_obtained: 7,
          total_marks: 15
        }
      ]
    },
    recommendations: [
      "Revise Bonding in Chemistry: you have 20% of its marks so far.",
      "Revise Genetics in Biology: you have 46.7% of its marks so far."
    ]
  },
  subjectProgress: {
    subject_id: "00000000-0000-4000-8000-000000000016",
    subject_name: "Biology",
    progress_over_time: [
      {
        date: "2026-10-17T22:28:07.378Z",
        score: 46.7
      },
      {
        date: "2026-11-19T22:28:07.384Z",
        score: 90
      }
    ],
    reports_completed: 2,
    average_score: 68.3,
    improvement: 43.3,
    improvement_percentage: 92.7,
    strengths: [
      {
        topic: "Cells",
        description: "9 of 10 marks (90%) in Cells",
        percentage: 90,
        marks_obtained: 9,
        total_marks: 10
      }
    ],
    weaknesses: [
      {
        topic: "Genetics",
        description: "7 of 15 marks (46.7%) in Genetics: review this topic",
        percentage: 46.7,
        marks_obtained: 7,
        total_marks: 15
      }
    ],
    topic_performance: [
      {
        topic: "Genetics",
        score: 46.7,
        marks_obtained: 7,
        total_marks: 15,
        questions: 3
      },
      {
        topic: "Cells",
        score: 90,
        marks_obtained: 9,
        total_marks: 10,
        questions: 2
      }
    ],
    last_updated: "2026-11-19T22:28:07.384Z"
  },
  dashboardAssessment: {
    id: "00000000-0000-4000-8000-000000000024",
    title: "Biology Test 2",
    percentage: 90,
    status: "graded",
    score: 90,
    total_marks: 10,
    created_at: "2026-11-19T22:23:08.518Z",
    subject_name: "Biology"
  },
  reviewHistory: [
    {
      id: "00000000-0000-4000-8000-000000000101",
      action: "override",
      question: "1",
      question_part: "",
      old_marks: 4,
      new_marks: 5,
      old_feedback: null,
      new_feedback: "Clear working",
      actor_id: "00000000-0000-4000-8000-000000000102",
      actor_email: "teacher@example.com",
      created_at: "2026-11-12T22:30:00.000Z"
    },
    {
      id: "00000000-0000-4000-8000-000000000103",
      action: "regrade_requested",
      question: "2",
      question_part: "a",
      old_marks: null,
      new_marks: null,
      old_feedback: null,
      new_feedback: "I named both alleles",
      actor_id: "00000000-0000-4000-8000-000000000104",
      actor_email: null,
      created_at: "2026-11-12T22:40:00.000Z"
    }
  ],
  markSchemeReading: {
    assessment_id: "00000000-0000-4000-8000-000000000201",
    status: "confirmed",
    source: "teacher",
    questions: [
      {
        label: "1",
        text: "",
        marks: 2,
        stated_marks: 2,
        page: 1,
        points: [
          { text: "Water moves by osmosis", marks: 1, alternatives: [] },
          { text: "from a dilute to a concentrated solution", marks: 1, alternatives: ["down its water potential gradient"] }
        ]
      },
      {
        label: "2",
        text: "",
        marks: 3,
        stated_marks: 3,
        page: 1,
        points: [
          { text: "Chlorophyll absorbs light", marks: 1, alternatives: [] },
          { text: "Carbon dioxide is taken in", marks: 1, alternatives: [] },
          { text: "Glucose is made", marks: 1, alternatives: ["sugar"] }
        ]
      }
    ],
    total_marks: 5,
    stated_total: 6,
    warnings: [
      { code: "total_mismatch", label: null, message: "The scheme states a total of 6 marks but the questions read add up to 5." }
    ],
    pages: [
      { number: 1, text: "Question 1 (2 marks): Water moves by osmosis; from a dilute to a concentrated solution", image_url: "/api/assessments/00000000-0000-4000-8000-000000000201/mark-scheme-reading/pages/1.png" }
    ],
    mark_scheme_url: "/api/files/00000000-0000-4000-8000-000000000202/download",
    provider_available: false,
    confirmed_at: "2026-11-12T22:50:00.000Z",
    confirmed_by: "Tess Teacher"
  },
};
