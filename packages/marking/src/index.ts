// @assess/marking: the marking views the assessment and report screens share, as React components (no element).
export { MarksReview, questionName, REVIEW_TEXTS, suggestionText, type MarksReviewProps } from './marks-review/MarksReview.tsx';
export { ClassMarking, type ClassMarkingProps } from './class-marking/ClassMarking.tsx';
export { AnswerGroups, type AnswerGroupsProps } from './class-marking/AnswerGroups.tsx';
export { GROUP_TEXTS } from './class-marking/answer-groups.ts';
export { RegradeRequests } from './class-marking/RegradeRequests.tsx';
export { RegradePanel, type RegradePanelProps } from './class-marking/RegradePanel.tsx';
export { REGRADE_TEXTS } from './class-marking/regrade.tsx';
export { NEEDS_REVIEW_TEXT, sureText } from './shared/suggestion-texts.ts';
export { SchemeRead, statedTotalNote, type SchemeReadProps } from './scheme-read/SchemeRead.tsx';
