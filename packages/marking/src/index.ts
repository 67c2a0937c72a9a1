// @assess/marking: the marking views the assessment and report screens share, as React components (no element).
export { MarksReview, questionName, suggestionText, type MarksReviewProps } from './marks-review/MarksReview.tsx';
export { REVIEW_TEXTS } from './marks-review/texts.ts';
export { ClassMarking, type ClassMarkingProps } from './class-marking/ClassMarking.tsx';
export { AnswerGroups, type AnswerGroupsProps } from './class-marking/AnswerGroups.tsx';
export { GROUP_TEXTS } from './class-marking/texts.ts';
export { RegradeRequests } from './class-marking/RegradeRequests.tsx';
export { RegradePanel, type RegradePanelProps } from './class-marking/RegradePanel.tsx';
export { REGRADE_TEXTS } from './class-marking/texts.ts';
export { NEEDS_REVIEW_TEXT, sureText } from './shared/texts.ts';
export { SchemeRead, statedTotalNote, type SchemeReadProps } from './scheme-read/SchemeRead.tsx';
