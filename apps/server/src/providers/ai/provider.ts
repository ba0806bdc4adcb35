/**
 * The AI provider layer: one interface for the three things the product asks of a model — classify a reply
 * into one of the 8 AI labels of 001 §3, generate a structured answer (validated against a zod schema,
 * retried on invalid output), and stream text. Two implementations: the built-in offline one (default: a
 * trained Naive Bayes classifier and templates over the prospect's real fields) and an OpenAI-compatible
 * client (OpenAI, Azure, Ollama, vLLM, llama.cpp…), chosen by configuration (AI_PROVIDER).
 */
import type { AiLabel } from '@leadloop/domain';
import type { z } from 'zod';

export interface Classification {
  label: AiLabel;
  /** Probability of the chosen label, 0..1. */
  confidence: number;
}

/** What a generation is for; the offline provider has one template per task. */
export type AiTask =
  | 'suggest_reply'
  | 'rewrite'
  | 'company_research'
  | 'icebreaker'
  | 'builder_step'
  | 'builder_sequence'
  | 'personality_type'
  | 'ai_comment';

export interface GenerateRequest<T> {
  task: AiTask;
  /** What the model must do, in plain words (system message). */
  instructions: string;
  /** The facts the answer may use — and the only ones: the offline templates read nothing else. */
  input: Record<string, unknown>;
  /** The answer's shape; an answer that does not parse is retried, then refused. */
  schema: z.ZodType<T>;
}

export interface CallOptions {
  signal?: AbortSignal;
}

export interface AiProvider {
  readonly name: string;
  /** True for the built-in provider: its texts say they were written offline. */
  readonly offline: boolean;
  classify(text: string, options?: CallOptions): Promise<Classification>;
  generate<T>(request: GenerateRequest<T>, options?: CallOptions): Promise<T>;
  stream(request: Omit<GenerateRequest<unknown>, 'schema'>, options?: CallOptions): AsyncIterable<string>;
}

/** The provider could not give a valid answer (after its retries), or refused the request. */
export class AiProviderError extends Error {
  constructor(
    message: string,
    readonly reason: 'invalid_output' | 'rate_limited' | 'timeout' | 'unavailable' | 'unsupported',
  ) {
    super(message);
  }
}

/** What a campaign's ai_comment step asks the AI area (the engine knows no AI: it calls this door). */
export interface AiCommentRequest {
  spaceId: string;
  campaignProspectId: string;
  nodeId: string;
  prospect: { first_name: string; last_name: string; company: string | null; position: string | null };
  post: { id: string; text: string };
}
/**
 * ready: the comment to post (written once per prospect and step, then reused on every retry);
 * skip: nothing relevant to say ('no comments'); retry: not written now (timed out, no credits…), post nothing.
 */
export type AiCommentResult =
  { kind: 'ready'; text: string } | { kind: 'skip' } | { kind: 'retry'; reason: string; retryAt?: Date };
export type AiCommenter = (request: AiCommentRequest) => Promise<AiCommentResult>;
