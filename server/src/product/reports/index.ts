export { classExportQuerySchema, exportQuerySchema, studentReportQuerySchema, teacherAssessmentQuerySchema } from './plugin.js';
export { COUNTED_SQL, GRADED_SQL, RESULTS_FROM, TOPIC_ORDER, bySubject, round1, splitTopics, topicArea, topicResults, topicResultsSql, type TopicRow } from './results.js';
export { assessmentReportSchema, myReportItemSchema, studentProgressSchema, studentReportItemSchema, teacherAssessmentReportSchema, teacherClassReportSchema, teacherClassesReportSchema, teacherStudentsReportSchema } from './schemas.js';
