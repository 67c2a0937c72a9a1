// What other parts of the product use of this area; everything else in the folder is its own.
export { COUNTED_SQL, GRADED_SQL, RESULTS_FROM, round1, TOPIC_ORDER, topicResults, topicResultsSql, type TopicRow } from './repository.js';
export { bySubject, splitTopics, topicArea } from './results.js';
