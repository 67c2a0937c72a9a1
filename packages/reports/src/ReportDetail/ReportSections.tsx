// The sections of an assessment report: Summary, Questions and Feedback (spec 02 §2), shown as tabs on screen
// and one after another when printed.
import { useState } from 'react';
import { reportOverallScoreColour, type AssessmentReportSummary, type QuestionStatus, type ReportQuestion } from '@assess/core';
import { Button, Chip, Heading, ToggleGroup, type ChipColor, type HeadingLevel } from '@assess/ui';
import * as screen from '../shared/screen.css.ts';
import { moreText, REPORTS_TEXTS as T, SUMMARY_ITEMS_SHOWN } from '../shared/texts.ts';
import * as styles from './ReportDetail.css.ts';

const next = (level: HeadingLevel) => Math.min(6, level + 1) as HeadingLevel;

/** A list that shows its first three items, with '+N more' / 'Show Less' (spec 02 §2); all of them when printed. */
function AreaList({ title, items, empty, level, expandAll }: { title: string; items: string[]; empty: string; level: HeadingLevel; expandAll: boolean }) {
  const [open, setOpen] = useState(false);
  const shown = open || expandAll ? items : items.slice(0, SUMMARY_ITEMS_SHOWN);
  const hidden = items.length - SUMMARY_ITEMS_SHOWN;
  return (
    <section className={screen.section}>
      <Heading level={level} className={screen.sectionTitle}>
        {title}
      </Heading>
      {items.length === 0 ? (
        <p className={screen.meta}>{empty}</p>
      ) : (
        <ul className={styles.areaList}>
          {shown.map((item, index) => (
            <li key={`${index}:${item}`}>{item}</li>
          ))}
        </ul>
      )}
      {hidden > 0 && !expandAll && (
        <div>
          <Button size="sm" variant="text" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? T.showLess : moreText(hidden)}
          </Button>
        </div>
      )}
    </section>
  );
}

export function SummarySection({ summary, level, expandAll = false }: { summary: AssessmentReportSummary; level: HeadingLevel; expandAll?: boolean }) {
  return (
    <div className={screen.section}>
      <p className={`${styles.score} ${styles.scoreColour[reportOverallScoreColour(summary.percentage)]}`}>{summary.percentage}%</p>
      <p className={screen.meta}>
        {summary.earned} / {summary.total} marks
      </p>
      <div className={screen.columns}>
        <AreaList title={T.strongAreas} items={summary.strengthAreas} empty="None identified yet." level={level} expandAll={expandAll} />
        <AreaList title={T.areasForImprovement} items={summary.improvementAreas} empty={T.noImprovementAreas} level={level} expandAll={expandAll} />
      </div>
    </div>
  );
}

const STATUS_CHIP: Record<QuestionStatus, ChipColor> = { correct: 'success', partial: 'warning', incorrect: 'error' };
const FILTERS = [
  { value: 'correct', label: 'Correct' },
  { value: 'partial', label: 'Partial' },
  { value: 'incorrect', label: 'Incorrect' },
] as const satisfies readonly { value: QuestionStatus; label: string }[];

function Answer({ studentAnswer, correctAnswer, feedback }: { studentAnswer: string | null; correctAnswer: string | null; feedback: string | null }) {
  return (
    <dl className={styles.answerFields}>
      {[
        [T.yourAnswer, studentAnswer],
        [T.correctAnswer, correctAnswer],
        [T.feedback, feedback],
      ].map(([label, text]) => (
        <div key={label}>
          <dt className={styles.answerLabel}>{label}</dt>
          <dd className={styles.answerText}>
            {text || 'Not given'}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function QuestionCard({ question, level, expanded, onToggle }: { question: ReportQuestion; level: HeadingLevel; expanded: boolean; onToggle?: () => void }) {
  const bodyId = `question-${question.number}`;
  const title = (
    <>
      <span>Question {question.number}</span>
      <Chip size="sm" color={STATUS_CHIP[question.status]}>
        {question.earned}/{question.total}
      </Chip>
    </>
  );
  return (
    <li className={styles.questionCard} part="question">
      <Heading level={level} className={styles.questionTitle}>
        {onToggle ? (
          <button type="button" className={styles.questionToggle} aria-expanded={expanded} aria-controls={bodyId} onClick={onToggle}>
            {title}
          </button>
        ) : (
          <span className={styles.questionToggle}>{title}</span>
        )}
      </Heading>
      {expanded && (
        <div id={onToggle ? bodyId : undefined} className={styles.questionBody}>
          {question.multiPart ? (
            question.parts.map((part, index) => (
              <div key={`${part.part ?? index}`} className={styles.partBlock}>
                <div className={screen.row}>
                  <strong>Part {part.part ?? index + 1}</strong>
                  <Chip size="sm" color={STATUS_CHIP[part.status]}>
                    {part.earned}/{part.total}
                  </Chip>
                </div>
                <Answer studentAnswer={part.studentAnswer} correctAnswer={part.correctAnswer} feedback={part.feedback} />
              </div>
            ))
          ) : (
            <Answer studentAnswer={question.parts[0]?.studentAnswer ?? null} correctAnswer={question.parts[0]?.correctAnswer ?? null} feedback={question.parts[0]?.feedback ?? null} />
          )}
        </div>
      )}
    </li>
  );
}

/** The Questions tab: Correct, Partial and Incorrect filters (all on at first) over expandable question cards. */
export function QuestionsSection({ questions, level }: { questions: ReportQuestion[]; level: HeadingLevel }) {
  const [shown, setShown] = useState<QuestionStatus[]>(['correct', 'partial', 'incorrect']);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  if (questions.length === 0) return <p className={screen.meta}>{T.noQuestions}</p>;
  const visible = questions.filter((question) => shown.includes(question.status));
  return (
    <div className={screen.section}>
      <div className={screen.row}>
        <ToggleGroup<QuestionStatus> multiple label="Show questions" value={shown} onChange={setShown} options={FILTERS} />
      </div>
      {visible.length === 0 ? (
        <p className={screen.meta}>{T.noQuestionsMatch}</p>
      ) : (
        <ul className={screen.cardList} aria-label={T.questionsTab}>
          {visible.map((question) => (
            <QuestionCard
              key={question.number}
              question={question}
              level={level}
              expanded={open.has(question.number)}
              onToggle={() =>
                setOpen((current) => {
                  const changed = new Set(current);
                  if (!changed.delete(question.number)) changed.add(question.number);
                  return changed;
                })
              }
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/** Every question open and no controls: the printed Questions. */
export function PrintedQuestions({ questions, level }: { questions: ReportQuestion[]; level: HeadingLevel }) {
  if (questions.length === 0) return <p className={screen.meta}>{T.noQuestions}</p>;
  return (
    <ul className={screen.cardList}>
      {questions.map((question) => (
        <QuestionCard key={question.number} question={question} level={level} expanded />
      ))}
    </ul>
  );
}

export function FeedbackSection({ overall, suggestions, level }: { overall: string | null; suggestions: string[]; level: HeadingLevel }) {
  return (
    <div className={screen.section}>
      <Heading level={level} className={screen.sectionTitle}>
        {T.overallAssessment}
      </Heading>
      <p className={screen.feedback}>{overall || T.noFeedback}</p>
      <Heading level={level} className={screen.sectionTitle}>
        {T.suggestions}
      </Heading>
      {suggestions.length === 0 ? (
        <p className={screen.meta}>{T.noSuggestions}</p>
      ) : (
        <ul className={styles.areaList}>
          {suggestions.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

export { next as nextLevel };
