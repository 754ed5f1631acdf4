import { z } from 'zod';

/**
 * The OpenAI-compatible protocol as the generative adapter speaks it and the generative
 * sandbox answers it: chat completions (with tools) and embeddings, the same bodies in the
 * Azure OpenAI form and the plain form (where `model` names the model). Only the fields the
 * product uses are listed; others a server sends are kept.
 */

export const chatRole = z.enum(['system', 'user', 'assistant', 'tool']);

export const toolCall = z.object({
  id: z.string(),
  type: z.literal('function'),
  function: z.object({ name: z.string(), arguments: z.string() }),
});

export const chatRequestMessage = z.looseObject({
  role: chatRole,
  content: z.string().nullable().optional(),
  tool_calls: z.array(toolCall).optional(),
  tool_call_id: z.string().optional(),
});

export const toolDefinition = z.object({
  type: z.literal('function'),
  function: z.object({
    name: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'a function name is 1-64 letters, digits, _ or -.'),
    description: z.string().max(1024).optional(),
    parameters: z.record(z.string(), z.unknown()).optional(),
  }),
});

export const toolChoice = z.union([z.enum(['none', 'auto', 'required']), z.object({ type: z.literal('function'), function: z.object({ name: z.string() }) })]);

export const chatCompletionRequest = z.looseObject({
  model: z.string().optional(),
  messages: z.array(chatRequestMessage).min(1, 'messages must hold at least one message.'),
  temperature: z.number().min(0).max(2).optional(),
  max_tokens: z.number().int().min(1).optional(),
  top_p: z.number().min(0).max(1).optional(),
  stop: z
    .union([z.string(), z.array(z.string()).max(4)])
    .nullable()
    .optional(),
  frequency_penalty: z.number().min(-2).max(2).optional(),
  presence_penalty: z.number().min(-2).max(2).optional(),
  tools: z.array(toolDefinition).max(128).optional(),
  tool_choice: toolChoice.optional(),
});
export type ChatCompletionRequest = z.infer<typeof chatCompletionRequest>;

export const usage = z.looseObject({ prompt_tokens: z.number(), completion_tokens: z.number().optional(), total_tokens: z.number() });

export const chatCompletion = z.looseObject({
  id: z.string().optional(),
  object: z.string().optional(),
  model: z.string().optional(),
  choices: z
    .array(
      z.looseObject({
        index: z.number().optional(),
        message: z.looseObject({ role: z.string(), content: z.string().nullable().optional(), tool_calls: z.array(toolCall).optional() }),
        finish_reason: z.string().nullable().optional(),
      }),
    )
    .min(1),
  usage: usage.optional(),
});
export type ChatCompletion = z.infer<typeof chatCompletion>;

export const embeddingRequest = z.looseObject({
  model: z.string().optional(),
  input: z.union([z.string(), z.array(z.string()).min(1).max(2048)]),
});

export const embeddingList = z.looseObject({
  object: z.string().optional(),
  data: z.array(z.looseObject({ index: z.number(), embedding: z.array(z.number()) })),
  model: z.string().optional(),
  usage: usage.optional(),
});

export const modelList = z.object({ object: z.literal('list'), data: z.array(z.object({ id: z.string(), object: z.literal('model'), owned_by: z.string() })) });

/** An error answer: {error:{message,type,code,param}} (Azure sends code and message). */
export const openAiError = z.object({
  error: z.looseObject({ message: z.string(), type: z.string().nullable().optional(), code: z.union([z.string(), z.number()]).nullable().optional() }),
});
