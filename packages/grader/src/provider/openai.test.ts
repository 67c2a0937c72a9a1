import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replyWith, startChatServer, type ChatServer } from '../testing/chat-server.js';
import type { MarkingTask } from '../grading/types.js';
import { chatConfigFromEnv } from './chat.js';
import { createProvider } from './index.js';

let chat: ChatServer;
beforeAll(async () => {
  chat = await startChatServer();
});
afterAll(() => chat.close());

const TASKS: MarkingTask[] = [
  { label: '1(a)', question: '1', part: '(a)', questionText: 'State the unit of resistance.', marks: 1, answer: 'ohms', reference: 'ohm', points: [] },
  {
    label: '2',
    question: '2',
    part: '',
    questionText: 'Describe photosynthesis.',
    marks: 2,
    answer: 'plants take in carbon dioxide',
    points: [
      { text: 'carbon dioxide is taken in', alternatives: [], marks: 1 },
      { text: 'light energy is used', alternatives: [], marks: 1 },
    ],
  },
];

const GOOD = JSON.stringify({
  grades: [
    { label: '1(a)', marks_awarded: 1, mark_points: [{ point: 'ohm', met: true }], analysis: 'Correct unit.' },
    { label: '2', marks_awarded: 5, mark_points: [{ point: 'carbon dioxide is taken in', met: true }, { point: 'light energy is used', met: false }], analysis: 'Missing: light energy.' },
  ],
});

const env = (extra: Record<string, string> = {}) => ({ OPENAI_BASE_URL: chat.baseUrl, OPENAI_MODEL: 'test-model', OPENAI_API_KEY: 'sk-test', GRADER_AI_TIMEOUT_MS: '2000', GRADER_AI_MAX_RETRIES: '2', ...extra });

describe('OpenAI-compatible provider', () => {
  it('asks for structured output, validates it and caps marks at those available', async () => {
    chat.requests.length = 0;
    chat.handler = (_body, res) => replyWith(res, GOOD);
    const provider = createProvider(env());
    const grades = await provider.grade(TASKS);
    expect(provider.name).toBe('openai:test-model');
    expect(grades.map((g) => [g.label, g.marks, g.available])).toEqual([
      ['1(a)', 1, 1],
      ['2', 2, 2],
    ]);
    expect(grades[1]?.evidence).toEqual([
      { point: 'carbon dioxide is taken in', met: true, confidence: 1 },
      { point: 'light energy is used', met: false, confidence: 1 },
    ]);
    const request = chat.requests[0]!;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.authorization).toBe('Bearer sk-test');
    expect(request.model).toBe('test-model');
    expect((request.response_format as { type: string }).type).toBe('json_schema');
  });

  it('retries after invalid output and accepts JSON in a code fence', async () => {
    chat.requests.length = 0;
    let calls = 0;
    chat.handler = (_body, res) => replyWith(res, calls++ === 0 ? '{"grades": "not a list"}' : `\`\`\`json\n${GOOD}\n\`\`\``);
    const grades = await createProvider(env()).grade(TASKS);
    expect(chat.requests).toHaveLength(2);
    expect(grades[0]?.analysis).toBe('Correct unit.');
  });

  it('falls back to JSON mode when the server rejects json_schema', async () => {
    chat.requests.length = 0;
    chat.handler = (body, res) => {
      if ((body.response_format as { type: string }).type === 'json_schema') {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end('{"error":{"message":"response_format json_schema is not supported"}}');
      } else replyWith(res, GOOD);
    };
    const grades = await createProvider(env()).grade(TASKS);
    expect(chat.requests.map((r) => (r.response_format as { type: string }).type)).toEqual(['json_schema', 'json_object']);
    expect(grades[0]?.marks).toBe(1);
  });

  it('falls back to the offline grader after server errors and timeouts', async () => {
    chat.requests.length = 0;
    chat.handler = (_body, res) => {
      res.writeHead(503);
      res.end('busy');
    };
    const failing = createProvider(env({ GRADER_AI_MAX_RETRIES: '1' }));
    const grades = await failing.grade(TASKS);
    expect(chat.requests).toHaveLength(2);
    expect(failing.name).toBe('offline (fallback from openai:test-model)');
    expect(grades[0]?.marks).toBe(1);

    chat.handler = () => undefined; // never answers
    const slow = createProvider(env({ GRADER_AI_TIMEOUT_MS: '200', GRADER_AI_MAX_RETRIES: '0' }));
    const late = await slow.grade(TASKS);
    expect(slow.name).toContain('fallback');
    expect(late).toHaveLength(2);
  });
});

describe('provider configuration', () => {
  it('uses the offline grader by default and reads Azure settings', () => {
    expect(createProvider({}).name).toBe('offline');
    expect(createProvider({ ...env(), GRADER_PROVIDER: 'offline' }).name).toBe('offline');
    expect(() => createProvider({ GRADER_PROVIDER: 'openai' })).toThrow(/OPENAI_MODEL/);
    const azure = chatConfigFromEnv({ AZURE_OPENAI_ENDPOINT: 'https://school.openai.azure.com/', AZURE_OPENAI_DEPLOYMENT: 'gpt-4o', AZURE_OPENAI_API_KEY: 'k' });
    expect(azure?.url).toBe('https://school.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-10-21');
    expect(azure?.headers).toEqual({ 'api-key': 'k' });
    expect(chatConfigFromEnv({ OPENAI_BASE_URL: 'http://localhost:11434/v1/', OPENAI_MODEL: 'llama3.2' })?.url).toBe('http://localhost:11434/v1/chat/completions');
  });
});
