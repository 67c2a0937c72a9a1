import { summariseAssessmentReport, type SubmissionDetail } from '@assess/core';
import { AnswerGroups } from './AnswerGroups.tsx';
import { RegradePanel } from './RegradePanel.tsx';
import { RegradeRequests } from './RegradeRequests.tsx';

export interface ClassMarkingProps {
  assessmentId: string;
  /** A teacher marks the class's answers and answers regrade requests; anyone else sees only their own requests. */
  canReview: boolean;
  /** The submission on screen and its marks (the student's side needs them released). */
  studentAssessmentId: string | null;
  report: SubmissionDetail | null;
  onChanged: () => void;
}

/** Marking the class together (teacher) and regrade requests (both sides), beside the marks review. */
export function ClassMarking({ assessmentId, canReview, studentAssessmentId, report, onChanged }: ClassMarkingProps) {
  if (canReview) {
    return (
      <>
        <AnswerGroups assessmentId={assessmentId} onChanged={onChanged} />
        <RegradeRequests assessmentId={assessmentId} onChanged={onChanged} />
      </>
    );
  }
  if (!report || !studentAssessmentId) return null;
  const summary = summariseAssessmentReport(report);
  if (summary.provisional) return null;
  const questions = summary.questions.flatMap((q) => q.parts.map((p) => ({ question: q.number, part: p.part, label: `${q.number}${p.part ?? ''}` })));
  return <RegradePanel studentAssessmentId={studentAssessmentId} questions={questions} />;
}
