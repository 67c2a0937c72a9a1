import { z } from 'zod';

/** Where and how to reach an OpenAI-compatible chat-completions endpoint. */
export interface ChatConfig {
  /** Full URL of the chat-completions endpoint. */
  url: string;
  model: string;
  headers: Record<string, string>;
  timeoutMs: number;
  maxRetries: number;
}

export class ChatError extends Error {
  override name = 'ChatError';
}

const CompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function parseContent(content: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(content);
  return JSON.parse((fenced?.[1] ?? content).trim());
}

/**
 * Asks for a JSON answer that fits a zod schema, in structured-output mode (json_schema) where the server
 * supports it and plain JSON mode where it does not; retries on network errors, 429/5xx and invalid output.
 */
export async function chatJson<T>(config: ChatConfig, system: string, user: string, schema: z.ZodType<T>, schemaName: string): Promise<T> {
  const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7' }) as Record<string, unknown>;
  delete jsonSchema.$schema;
  let structured = true;
  let lastError: unknown;
  for (let attempt = 0; attempt <= config.maxRetries; attempt++) {
    if (attempt > 0) await sleep(Math.min(4000, 250 * 2 ** (attempt - 1)));
    try {
      const response = await fetch(config.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...config.headers },
        signal: AbortSignal.timeout(config.timeoutMs),
        body: JSON.stringify({
          model: config.model,
          temperature: 0,
          messages: [
            { role: 'system', content: `${system}\nReply with JSON only, matching this JSON schema: ${JSON.stringify(jsonSchema)}` },
            { role: 'user', content: user },
          ],
          response_format: structured ? { type: 'json_schema', json_schema: { name: schemaName, strict: true, schema: jsonSchema } } : { type: 'json_object' },
        }),
      });
      if (response.status === 400 && structured) {
        // Servers without structured outputs reject json_schema: fall back to JSON mode and say so in the prompt.
        structured = false;
        attempt--;
        lastError = new ChatError(`HTTP 400: ${(await response.text()).slice(0, 200)}`);
        continue;
      }
      if (!response.ok) throw new ChatError(`HTTP ${response.status}: ${(await response.text()).slice(0, 200)}`);
      const completion = CompletionSchema.parse(await response.json());
      const content = completion.choices[0]?.message.content ?? '';
      return schema.parse(parseContent(content));
    } catch (error) {
      lastError = error;
      if (error instanceof ChatError && /^HTTP 4(?!29)/.test(error.message)) break;
    }
  }
  throw new ChatError(`The AI provider gave no valid answer: ${lastError instanceof Error ? lastError.message : String(lastError)}`, { cause: lastError });
}

/** Reads the provider settings from the environment. Returns undefined when no AI provider is configured. */
export function chatConfigFromEnv(env: Record<string, string | undefined>): ChatConfig | undefined {
  const timeoutMs = Number(env.GRADER_AI_TIMEOUT_MS ?? 60_000);
  const maxRetries = Number(env.GRADER_AI_MAX_RETRIES ?? 2);
  if (env.AZURE_OPENAI_ENDPOINT && env.AZURE_OPENAI_DEPLOYMENT) {
    const version = env.AZURE_OPENAI_API_VERSION ?? '2024-10-21';
    return {
      url: `${env.AZURE_OPENAI_ENDPOINT.replace(/\/$/, '')}/openai/deployments/${encodeURIComponent(env.AZURE_OPENAI_DEPLOYMENT)}/chat/completions?api-version=${version}`,
      model: env.AZURE_OPENAI_DEPLOYMENT,
      headers: env.AZURE_OPENAI_API_KEY ? { 'api-key': env.AZURE_OPENAI_API_KEY } : {},
      timeoutMs,
      maxRetries,
    };
  }
  const base = env.OPENAI_BASE_URL ?? (env.OPENAI_API_KEY ? 'https://api.openai.com/v1' : undefined);
  if (!base || !env.OPENAI_MODEL) return undefined;
  return {
    url: `${base.replace(/\/$/, '')}/chat/completions`,
    model: env.OPENAI_MODEL,
    headers: env.OPENAI_API_KEY ? { authorization: `Bearer ${env.OPENAI_API_KEY}` } : {},
    timeoutMs,
    maxRetries,
  };
}
