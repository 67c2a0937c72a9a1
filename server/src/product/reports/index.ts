// What other parts of the product use of this area; everything else in the folder is its own.
export {
  bySubject,
  COUNTED_SQL,
  GRADED_SQL,
  RESULTS_FROM,
  round1,
  splitTopics,
  TOPIC_ORDER,
  topicArea,
  topicResults,
  topicResultsSql,
  type TopicRow,
} from './results.js';
