export { AssessApiProvider, useAssessApi } from './AssessApi.tsx';
