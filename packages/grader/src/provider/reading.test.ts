import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatConfigFromEnv, ChatError } from './chat.js';
import { proposeMarkSchemeReading } from './reading.js';

type Handler = (body: Record<string, unknown>, res: ServerResponse) => void;
let handler: Handler = () => undefined;
const requests: Record<string, unknown>[] = [];
let baseUrl = '';

/** A local server that speaks the chat-completions protocol, with a reply chosen by each test. */
const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  let raw = '';
  req.on('data', (c: Buffer) => (raw += c.toString()));
  req.on('end', () => {
    requests.push(JSON.parse(raw) as Record<string, unknown>);
    handler(JSON.parse(raw) as Record<string, unknown>, res);
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const reply = (res: ServerResponse, content: string) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ id: 'x', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] }));
};

const config = () => chatConfigFromEnv({ OPENAI_BASE_URL: baseUrl, OPENAI_MODEL: 'test-model', GRADER_AI_TIMEOUT_MS: '2000', GRADER_AI_MAX_RETRIES: '1' })!;
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
    requests.length = 0;
    handler = (_body, res) => reply(res, JSON.stringify(PROPOSAL));
    const reading = await proposeMarkSchemeReading(config(), PAGES);
    expect(reading.source).toBe('provider');
    expect(reading.questions.map((q) => [q.label, q.marks, q.page, q.points.map((p) => [p.text, p.alternatives])])).toEqual([
      ['1', 2, 1, [['Water moves by osmosis', []], ['down a water potential gradient', ['diffusion of water']]]],
      ['2', 2, 2, [['chlorophyll absorbs light', []], ['glucose is made', ['sugar']]]],
    ]);
    expect(reading).toMatchObject({ totalMarks: 4, statedTotal: 5, pages: PAGES });
    expect(reading.warnings.map((w) => w.code)).toEqual(['total_mismatch']);
    const request = requests[0]!;
    expect((request.response_format as { type: string; json_schema: { name: string } }).json_schema.name).toBe('mark_scheme_structure');
    expect(JSON.stringify(request.messages)).toContain('chlorophyll absorbs light; glucose is made');
  });

  it('refuses an answer that does not fit the schema, after its retries', async () => {
    requests.length = 0;
    handler = (_body, res) => reply(res, JSON.stringify({ questions: [{ label: '1', marks: -2, points: 'all of it' }] }));
    await expect(proposeMarkSchemeReading(config(), PAGES)).rejects.toBeInstanceOf(ChatError);
    expect(requests).toHaveLength(2);
  });
});
