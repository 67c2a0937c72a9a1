// A local server that speaks the chat-completions protocol, with the reply each test chooses: the provider's real
// adapters are tested against it, as they would talk to OpenAI, Ollama or vLLM.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ChatHandler = (body: Record<string, unknown>, res: ServerResponse) => void;

export interface ChatServer {
  /** The base URL to configure as `OPENAI_BASE_URL`. */
  baseUrl: string;
  /** Every request's body, with its path and authorization header. */
  requests: Record<string, unknown>[];
  /** How the next requests are answered. */
  handler: ChatHandler;
  close(): Promise<void>;
}

export async function startChatServer(): Promise<ChatServer> {
  const chat: ChatServer = { baseUrl: '', requests: [], handler: () => undefined, close: async () => undefined };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      chat.requests.push({ ...body, path: req.url, authorization: req.headers.authorization });
      chat.handler(body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  chat.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  chat.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return chat;
}

/** Answers a chat completion whose message is `content`. */
export function replyWith(res: ServerResponse, content: string): void {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ id: 'x', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] }));
}
