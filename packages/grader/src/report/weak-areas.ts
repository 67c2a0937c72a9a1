import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { embedDocumentFonts, printable } from './fonts.js';
import { practiceQuestions } from '../generate/index.js';
import type { GradingResult } from '../result.js';

export interface StudentInfo {
  name: string;
  id?: string;
}

export interface WeakAreasOptions {
  title?: string;
  subject?: string;
}

const PAGE: [number, number] = [595, 842];
const MARGIN = 50;

class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  private ensure(height: number) {
    if (this.y - height < MARGIN) {
      this.page = this.doc.addPage(PAGE);
      this.y = PAGE[1] - MARGIN;
    }
  }

  text(value: string, options: { size?: number; bold?: boolean; indent?: number; colour?: [number, number, number] } = {}) {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.font;
    const indent = options.indent ?? 0;
    const width = PAGE[0] - 2 * MARGIN - indent;
    for (const paragraph of printable(value, font).split('\n')) {
      let line = '';
      const flush = () => {
        this.ensure(size * 1.5);
        this.page.drawText(line, { x: MARGIN + indent, y: this.y - size, size, font, color: rgb(...(options.colour ?? [0, 0, 0])) });
        this.y -= size * 1.5;
        line = '';
      };
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const next = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(next, size) > width && line) {
          flush();
          line = word;
        } else line = next;
      }
      if (line) flush();
    }
  }

  gap(points = 6) {
    this.y -= points;
  }
}

/**
 * A student's weak-areas report as a PDF: the questions that lost marks, the mark points missed, and
 * practice suggestions for each weak topic.
 */
export async function createWeakAreasPdf(result: GradingResult, student: StudentInfo, options: WeakAreasOptions = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Weak areas: ${student.name}`);
  doc.setSubject(options.title ?? 'Assessment feedback');
  const fonts = await embedDocumentFonts(doc);
  const w = new Writer(doc, fonts.regular, fonts.bold);
  w.text('Weak Areas Report', { size: 20, bold: true });
  w.gap(4);
  w.text(`Student: ${student.name}${student.id ? ` (${student.id})` : ''}`, { size: 11 });
  if (options.title) w.text(`Assessment: ${options.title}`, { size: 11 });
  const subject = options.subject ?? result.grading_details.exam_details.subject;
  if (subject) w.text(`Subject: ${subject}`, { size: 11 });
  w.text(`Score: ${result.results.total_marks_obtained} / ${result.results.total_marks} (${result.percentage}%)`, { size: 11 });
  w.gap();
  w.text(result.overall_comment, { size: 10 });
  w.gap(10);

  const lost = result.grading_details.answer_responses.filter((r) => r.marks_obtained_for_question < r.total_marks_for_question);
  w.text('Questions that lost marks', { size: 14, bold: true });
  w.gap(2);
  if (lost.length === 0) w.text('None: every question earned full marks.');
  for (const r of lost) {
    w.gap(4);
    w.text(`Question ${r.question}${r.question_part} - ${r.marks_obtained_for_question} / ${r.total_marks_for_question} marks (${r.topic})`, { size: 11, bold: true });
    if (r.question_text) w.text(r.question_text, { indent: 12, colour: [0.25, 0.25, 0.25] });
    w.text(`Your answer: ${r.student_answer.trim() || '(no answer)'}`, { indent: 12 });
    const missed = r.evidence.filter((e) => !e.met).map((e) => e.point);
    if (missed.length) {
      w.text('Mark points missed:', { indent: 12, bold: true });
      for (const point of missed) w.text(`- ${point}`, { indent: 24 });
    } else if (r.correct_answer) w.text(`Expected: ${r.correct_answer}`, { indent: 12 });
    if (r.analysis) w.text(r.analysis, { indent: 12, colour: [0.25, 0.25, 0.25] });
  }

  w.gap(10);
  w.text('Practice suggestions', { size: 14, bold: true });
  w.gap(2);
  for (const area of result.improvement_areas) {
    w.text(`${area.topic} (${area.marks_obtained}/${area.total_marks} marks)`, { bold: true });
    w.text(`Re-read your notes on ${area.topic}, write each missed mark point in your own words, then answer two new questions on it without notes.`, { indent: 12 });
    const practice = practiceQuestions(area.topic, subject ?? undefined);
    if (practice.length) w.text('Practice questions:', { indent: 12, bold: true });
    for (const q of practice) w.text(`- ${q.text}${q.options ? ` (${q.options.join(' / ')})` : ''}`, { indent: 24 });
  }
  for (const suggestion of result.suggestions) w.text(`- ${suggestion}`);
  return doc.save();
}
