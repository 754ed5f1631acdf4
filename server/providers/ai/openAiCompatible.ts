import { chatCompletion, embeddingList } from '../../../services/contracts/rest/openAiProtocol';
import { callOpenAi, type ModelEndpoint } from './openAiHttp';
import { AiProviderError, type AiConnectionRef, type ChatMessage, type Completion, type CompletionOptions, type GenerativeService, type ToolCall } from './provider';

/**
 * A GenerativeService over any OpenAI-compatible chat-completions and embeddings endpoint, in
 * the Azure OpenAI form or the plain form (the model entry's apiStyle). `modelsOf` says which
 * model entries a connection uses; the adapters of the generative kinds give it.
 */
export type ConnectionModels = { chat: ModelEndpoint; embeddings: ModelEndpoint };

const notOpenAi = (what: string) => new AiProviderError('unavailable', `The generative AI service gave an answer that is not an OpenAI-compatible ${what}.`);

function messageBody(message: ChatMessage): Record<string, unknown> {
  if (message.role === 'tool') return { role: 'tool', content: message.content, tool_call_id: message.toolCallId };
  if (message.role === 'assistant' && message.toolCalls?.length)
    return {
      role: 'assistant',
      content: message.content || null,
      tool_calls: message.toolCalls.map((call) => ({ id: call.id, type: 'function', function: { name: call.name, arguments: JSON.stringify(call.arguments) } })),
    };
  return { role: message.role, content: message.content };
}

/** The chat-completions body: the messages, the sampling settings given, the tools; `model` in the plain form. */
export function completionBody(model: ModelEndpoint, messages: ChatMessage[], options: CompletionOptions): Record<string, unknown> {
  const body: Record<string, unknown> = { messages: messages.map(messageBody) };
  if (model.apiStyle === 'openai') body['model'] = model.model;
  if (options.temperature !== undefined) body['temperature'] = options.temperature;
  if (options.maxTokens !== undefined) body['max_tokens'] = options.maxTokens;
  if (options.topP !== undefined) body['top_p'] = options.topP;
  if (options.stop?.length) body['stop'] = options.stop.slice(0, 4);
  if (options.frequencyPenalty !== undefined) body['frequency_penalty'] = options.frequencyPenalty;
  if (options.presencePenalty !== undefined) body['presence_penalty'] = options.presencePenalty;
  if (options.tools?.length) {
    body['tools'] = options.tools.map((tool) => ({
      type: 'function',
      function: { name: tool.name, ...(tool.description ? { description: tool.description } : {}), parameters: tool.parameters ?? { type: 'object', properties: {} } },
    }));
    if (options.toolChoice) body['tool_choice'] = typeof options.toolChoice === 'string' ? options.toolChoice : { type: 'function', function: { name: options.toolChoice.name } };
  }
  return body;
}

function argumentsOf(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function completionOf(body: unknown): Completion {
  const parsed = chatCompletion.safeParse(body);
  if (!parsed.success) throw notOpenAi('chat completion');
  const message = parsed.data.choices[0]!.message;
  const toolCalls: ToolCall[] = (message.tool_calls ?? []).map((call) => ({ id: call.id, name: call.function.name, arguments: argumentsOf(call.function.arguments) }));
  return {
    text: message.content ?? '',
    promptTokens: parsed.data.usage?.prompt_tokens ?? 0,
    completionTokens: parsed.data.usage?.completion_tokens ?? 0,
    ...(toolCalls.length ? { toolCalls } : {}),
  };
}

export function openAiCompatible(modelsOf: (connection: AiConnectionRef) => ConnectionModels): GenerativeService {
  return {
    async complete(connection, messages, options) {
      const model = modelsOf(connection).chat;
      return completionOf(await callOpenAi(model, 'chat/completions', completionBody(model, messages, options)));
    },
    async embed(connection, texts) {
      if (texts.length === 0) return [];
      const model = modelsOf(connection).embeddings;
      const body = { input: texts, ...(model.apiStyle === 'openai' ? { model: model.model } : {}) };
      const parsed = embeddingList.safeParse(await callOpenAi(model, 'embeddings', body));
      if (!parsed.success || parsed.data.data.length !== texts.length) throw notOpenAi('embedding list');
      // The service may list them in any order: `index` says whose each is.
      return [...parsed.data.data].sort((a, b) => a.index - b.index).map((item) => item.embedding);
    },
  };
}
