import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replyWith, startChatServer, type ChatServer } from '../testing/chat-server.js';
import { chatConfigFromEnv, ChatError } from './chat.js';
import { proposeMarkSchemeReading } from './reading.js';

let chat: ChatServer;
beforeAll(async () => {
  chat = await startChatServer();
});
afterAll(() => chat.close());

const config = () => chatConfigFromEnv({ OPENAI_BASE_URL: chat.baseUrl, OPENAI_MODEL: 'test-model', GRADER_AI_TIMEOUT_MS: '2000', GRADER_AI_MAX_RETRIES: '1' })!;
const PAGES = [
  { number: 1, text: '1 Water moves by osmosis [2 marks]' },
  { number: 2, text: '2 chlorophyll absorbs light; glucose is made [2]\nTotal 5' },
];

const PROPOSAL = {
  questions: [
    { label: '1', marks: 2, stated_marks: 2, page: 1, points: [{ text: 'Water moves by osmosis', marks: 1, alternatives: [] }, { text: 'down a water potential gradient', marks: 1, alternatives: [' diffusion of water '] }] },
    { label: '2', marks: 2, stated_marks: 2, page: 2, points: [{ text: 'chlorophyll absorbs light', marks: 1, alternatives: [] }, { text: 'glucose is made', marks: 1, alternatives: ['sugar'] }] },
    { label: '2', marks: 9, stated_marks: null, page: 7, points: [] },
  ],
  stated_total: 5,
};

describe('a model provider proposes a reading', () => {
  it('asks for the structure in structured-output mode and gives it as a reading with its warnings', async () => {
    chat.requests.length = 0;
    chat.handler = (_body, res) => replyWith(res, JSON.stringify(PROPOSAL));
    const reading = await proposeMarkSchemeReading(config(), PAGES);
    expect(reading.source).toBe('provider');
    expect(reading.questions.map((q) => [q.label, q.marks, q.page, q.points.map((p) => [p.text, p.alternatives])])).toEqual([
      ['1', 2, 1, [['Water moves by osmosis', []], ['down a water potential gradient', ['diffusion of water']]]],
      ['2', 2, 2, [['chlorophyll absorbs light', []], ['glucose is made', ['sugar']]]],
    ]);
    expect(reading).toMatchObject({ totalMarks: 4, statedTotal: 5, pages: PAGES });
    expect(reading.warnings.map((w) => w.code)).toEqual(['total_mismatch']);
    const request = chat.requests[0]!;
    expect((request.response_format as { type: string; json_schema: { name: string } }).json_schema.name).toBe('mark_scheme_structure');
    expect(JSON.stringify(request.messages)).toContain('chlorophyll absorbs light; glucose is made');
  });

  it('refuses an answer that does not fit the schema, after its retries', async () => {
    chat.requests.length = 0;
    chat.handler = (_body, res) => replyWith(res, JSON.stringify({ questions: [{ label: '1', marks: -2, points: 'all of it' }] }));
    await expect(proposeMarkSchemeReading(config(), PAGES)).rejects.toBeInstanceOf(ChatError);
    expect(chat.requests).toHaveLength(2);
  });
});
