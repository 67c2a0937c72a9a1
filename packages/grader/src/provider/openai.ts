import { z } from 'zod';
import { createOfflineProvider } from '../grading/offline.js';
import type { GradingProvider, MarkingTask, TaskGrade } from '../grading/types.js';
import { chatJson, type ChatConfig } from './chat.js';

const GradesSchema = z.object({
  grades: z.array(
    z.object({
      label: z.string(),
      marks_awarded: z.number().min(0),
      mark_points: z.array(z.object({ point: z.string(), met: z.boolean() })),
      analysis: z.string(),
    }),
  ),
});

const SYSTEM = `You are an experienced, fair examiner. Mark each student answer against its mark scheme.
Award a mark point only when the answer states it (any wording with the same meaning counts; a statement of the
opposite does not). Never award more than the marks available. When there is no mark scheme, mark from the
question alone as a subject expert would. In "analysis" tell the student in one or two sentences what earned
credit and name what was missing.`;

function describe(task: MarkingTask): unknown {
  return {
    label: task.label,
    question: task.questionText,
    marks_available: task.marks,
    mark_scheme: task.points.length ? task.points.map((p) => ({ point: p.text, also_accept: p.alternatives, marks: p.marks })) : (task.reference ?? null),
    student_answer: task.answer,
  };
}

/** Marks through a language model; falls back to the offline grader when the model gives no valid answer. */
export function createOpenAiProvider(config: ChatConfig, fallback: GradingProvider = createOfflineProvider()): GradingProvider {
  const provider: { name: string; grade: GradingProvider['grade'] } = {
    name: `openai:${config.model}`,
    async grade(tasks) {
      try {
        const reply = await chatJson(config, SYSTEM, JSON.stringify({ questions: tasks.map(describe) }), GradesSchema, 'grades');
        return tasks.map((task): TaskGrade => {
          const g = reply.grades.find((x) => x.label === task.label);
          if (!g) throw new Error(`no grade for ${task.label}`);
          const marks = Math.min(task.marks, Math.max(0, Math.round(g.marks_awarded * 2) / 2));
          return {
            label: task.label,
            marks,
            available: task.marks,
            verdict: task.answer.trim() === '' ? 'unanswered' : marks >= task.marks ? 'correct' : marks > 0 ? 'partial' : 'incorrect',
            evidence: g.mark_points.map((p) => ({ point: p.point, met: p.met, confidence: 1 })),
            analysis: g.analysis,
          };
        });
      } catch {
        provider.name = `${fallback.name} (fallback from openai:${config.model})`;
        return fallback.grade(tasks);
      }
    },
  };
  return provider;
}
