import type OpenAI from 'openai';
import { z } from 'zod';
import { AI_LABELS } from '@leadloop/domain';
import {
  AiProviderError,
  type AiProvider,
  type CallOptions,
  type Classification,
  type GenerateRequest,
} from './provider.js';

export interface OpenAiCompatibleOptions {
  baseURL: string;
  apiKey: string;
  model: string;
  /** Per HTTP request (the SDK's own timeout); the caller's AbortSignal can end it sooner. */
  timeoutMs: number;
  /** The SDK's retries of 408/409/429/5xx and connection errors (with its backoff and Retry-After). */
  maxRetries?: number;
  /** Extra tries when the answer is not valid JSON for the schema. */
  invalidOutputRetries?: number;
  /** The SDK's HTTP client (e.g. one through the guarded egress); the global fetch when unset. */
  fetch?: (input: string | URL | Request, init?: RequestInit) => Promise<Response>;
}

const classificationSchema = z.object({
  label: z.enum(AI_LABELS),
  confidence: z.number().min(0).max(1),
});

const LABEL_INSTRUCTIONS = `You label replies to B2B sales outreach. Choose exactly one label:
interested (wants to talk, a demo, pricing), not_interested (declines politely), out_of_office (auto-reply, away),
making_an_introduction (points to or copies a colleague), wrong_contact (not the right person, left the company),
follow_up_later (asks to be contacted again later), hard_no (stop, unsubscribe, spam complaints), neutral (anything else).
Answer {"label": <label>, "confidence": <0..1>}.`;

/** Any server speaking the OpenAI Chat Completions API (OpenAI, Azure, Ollama, vLLM, llama.cpp…), through the official SDK. */
export class OpenAiCompatible implements AiProvider {
  readonly name = 'openai';
  readonly offline = false;
  // The SDK is loaded on first use: a server without an AI key never holds it in memory.
  private sdk?: Promise<{ OpenAI: typeof OpenAI; client: OpenAI }>;

  constructor(private readonly options: OpenAiCompatibleOptions) {}

  private load() {
    return (this.sdk ??= import('openai').then(({ default: OpenAI }) => ({
      OpenAI,
      client: new OpenAI({
        baseURL: this.options.baseURL,
        apiKey: this.options.apiKey || 'none',
        timeout: this.options.timeoutMs,
        maxRetries: this.options.maxRetries ?? 2,
        ...(this.options.fetch ? { fetch: this.options.fetch } : {}),
      }),
    })));
  }

  async classify(text: string, options?: CallOptions): Promise<Classification> {
    return this.generate(
      {
        task: 'suggest_reply',
        instructions: LABEL_INSTRUCTIONS,
        input: { reply: text },
        schema: classificationSchema,
      },
      options,
    );
  }

  async generate<T>(request: GenerateRequest<T>, options?: CallOptions): Promise<T> {
    const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [
      {
        role: 'system',
        content: `${request.instructions}\nUse only the facts given. Answer with one JSON object matching this JSON Schema, nothing else:\n${JSON.stringify(z.toJSONSchema(request.schema))}`,
      },
      { role: 'user', content: JSON.stringify(request.input) },
    ];
    const tries = 1 + (this.options.invalidOutputRetries ?? 2);
    let problem = '';
    for (let attempt = 0; attempt < tries; attempt++) {
      const completion = await this.call((client) =>
        client.chat.completions.create(
          { model: this.options.model, messages, response_format: { type: 'json_object' }, temperature: 0.3 },
          { signal: options?.signal },
        ),
      );
      const content = completion.choices[0]?.message?.content ?? '';
      const parsed = parseJson(content);
      const checked = parsed.ok ? request.schema.safeParse(parsed.value) : null;
      if (checked?.success) return checked.data;
      problem = parsed.ok ? (checked?.error.issues[0]?.message ?? 'invalid') : 'not JSON';
      // Show the model its answer and what was wrong, then ask again.
      messages.push(
        { role: 'assistant', content },
        {
          role: 'user',
          content: `That answer was invalid (${problem}). Answer again with the JSON object only.`,
        },
      );
    }
    throw new AiProviderError(
      `The AI answer was invalid after ${tries} tries (${problem})`,
      'invalid_output',
    );
  }

  async *stream(
    request: Omit<GenerateRequest<unknown>, 'schema'>,
    options?: CallOptions,
  ): AsyncIterable<string> {
    const stream = await this.call((client) =>
      client.chat.completions.create(
        {
          model: this.options.model,
          stream: true,
          messages: [
            { role: 'system', content: `${request.instructions}\nUse only the facts given.` },
            { role: 'user', content: JSON.stringify(request.input) },
          ],
        },
        { signal: options?.signal },
      ),
    );
    for await (const chunk of stream) {
      const delta = chunk.choices[0]?.delta?.content;
      if (delta) yield delta;
    }
  }

  /** The SDK's errors as the provider layer's reasons. */
  private async call<R>(run: (client: OpenAI) => Promise<R>): Promise<R> {
    const { OpenAI, client } = await this.load();
    try {
      return await run(client);
    } catch (err) {
      if (err instanceof OpenAI.RateLimitError)
        throw new AiProviderError('The AI provider is rate limiting requests', 'rate_limited');
      if (err instanceof OpenAI.APIConnectionTimeoutError)
        throw new AiProviderError('The AI provider did not answer in time', 'timeout');
      if (err instanceof OpenAI.APIUserAbortError)
        throw new AiProviderError('The AI call was stopped', 'timeout');
      if (err instanceof OpenAI.APIError)
        throw new AiProviderError(`The AI provider failed (${err.status ?? 'no status'})`, 'unavailable');
      throw err;
    }
  }
}

function parseJson(content: string): { ok: true; value: unknown } | { ok: false } {
  // Some local servers wrap JSON in a code fence despite response_format.
  const body = content.trim().replace(/^```(?:json)?\s*|\s*```$/g, '');
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch {
    return { ok: false };
  }
}
