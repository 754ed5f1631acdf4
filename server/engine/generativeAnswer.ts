import type { GenerativeAnswer, GenerativeRequest } from '../../machines/flow/conversation';
import { substitute } from '../../machines/flow/parameters';
import { loadAiConnection, type AiConnectionDeps } from '../ai/connectionRef';
import type { Db } from '../db/connect';
import { knowledgeBaseCompany, knowledgeBaseIntents } from '../knowledgeBase/knowledgeBaseStore';
import { searchPassages, type FoundPassage } from '../knowledgeBase/passageStore';
import { AiProviderError, isGenerativeType, type ChatMessage, type CompletionOptions, type GenerativeServiceFor } from '../providers/ai/provider';

/** Passages put into the prompt at most. */
export const PASSAGES_IN_PROMPT = 4;
/** Similarity a passage needs when the module sets none (Vector Search Settings). */
export const DEFAULT_MIN_SIMILARITY = 0.3;
/** Similarity a question needs to a knowledge-base intent's utterance when the module sets none (Open AI Intent Settings). */
export const DEFAULT_INTENT_SIMILARITY = 0.8;
/** Earlier messages of the conversation given to the model. */
export const HISTORY_MESSAGES = 6;
/** How long the provider may take for one answer (embedding and completion). */
export const GENERATIVE_TIMEOUT_MS = 30_000;

export type GenerativeAnswerDeps = AiConnectionDeps & { generativeServiceFor?: GenerativeServiceFor; timeoutMs?: number };
export type GenerativeScope = { companyId: string; conversationId: string };

class NoAnswer extends Error {}

function cosine(a: number[], b: number[]): number {
  if (a.length !== b.length || !a.length) return 0;
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i += 1) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NoAnswer(`the generative connection did not answer within ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The conversation's earlier text messages, oldest first, without the question being answered. */
async function historyOf(db: Db, conversationId: string, question: string): Promise<ChatMessage[]> {
  const rows = await db
    .selectFrom('conversation_messages')
    .select(['send_by', 'content'])
    .where('conversation_id', '=', conversationId)
    .where('message_type', '=', 'TEXT')
    .orderBy('seq', 'desc')
    .limit(HISTORY_MESSAGES + 1)
    .execute();
  const messages = rows
    .reverse()
    .map((row): ChatMessage => {
      const text = (row.content as { text?: unknown } | null)?.text;
      return { role: row.send_by === 'CLIENT' ? 'user' : 'assistant', content: typeof text === 'string' ? text : '' };
    })
    .filter((message) => message.content.trim() !== '');
  const last = messages.at(-1);
  if (last?.role === 'user' && last.content.trim() === question) messages.pop();
  return messages.slice(-HISTORY_MESSAGES);
}

/** The system message: persona, instructions, language and the retrieved passages with their documents' titles. */
/** A document title as a passage's label: one line, without the colon that ends the label. */
const passageLabel = (title: string) =>
  title
    .replace(/[:\s]+/g, ' ')
    .trim()
    .slice(0, 120) || 'document';

export function systemPrompt(request: GenerativeRequest, passages: FoundPassage[]): string {
  const { settings, params } = request;
  const parts: string[] = [];
  if (settings.persona?.trim()) parts.push(substitute(settings.persona.trim(), params));
  if (settings.prompt?.trim()) parts.push(substitute(settings.prompt.trim(), params));
  if (settings.language?.trim()) parts.push(`Answer in this language: ${settings.language.trim()}.`);
  if (passages.length) {
    parts.push(
      [
        'Answer from the passages of the knowledge base below. If they do not hold the answer, say that you do not know.',
        // One `Passage <document title>:` block each, the form the generative sandbox reads (docs/ai-generative.md).
        ...passages.map((passage) => `Passage ${passageLabel(passage.title)}:\n${passage.text}`),
      ].join('\n\n'),
    );
  } else if (settings.toggleForKbOnly) parts.push('Answer only from the knowledge base.');
  return parts.join('\n\n');
}

function completionOptions(request: GenerativeRequest): CompletionOptions {
  const s = request.settings.generativeModuleSettings ?? {};
  return {
    ...(s.temperature !== undefined ? { temperature: s.temperature } : {}),
    ...(s.maxTokens ? { maxTokens: s.maxTokens } : {}),
    ...(s.topP !== undefined ? { topP: s.topP } : {}),
    ...(s.stopSequences?.length ? { stop: s.stopSequences } : {}),
    ...(s.frequencyPenalty !== undefined ? { frequencyPenalty: s.frequencyPenalty } : {}),
    ...(s.presencePenalty !== undefined ? { presencePenalty: s.presencePenalty } : {}),
  };
}

/**
 * The GENERATIVE module's effect: the module's generative connection (of the conversation's
 * company) embeds the question; a knowledge-base intent of the module whose utterance is similar
 * enough wins; otherwise the knowledge base's most similar passages go into the prompt with the
 * persona, the prompt, the language and the recent conversation, and the completion is the
 * answer, cited with the first passage's document. Nothing similar with Use Only KB, a refusal,
 * a failure or a timeout of the provider is no answer with its reason (the module falls back).
 */
export function createGenerativeAnswer(deps: GenerativeAnswerDeps, scope: GenerativeScope) {
  async function answer(request: GenerativeRequest): Promise<GenerativeAnswer> {
    const { settings } = request;
    const question = request.question.trim();
    if (!question) throw new NoAnswer('the question is empty');
    const connection = settings.providerId ? await loadAiConnection(deps, settings.providerId, scope.companyId) : undefined;
    if (!connection || !isGenerativeType(connection.type)) throw new NoAnswer('the module has no generative AI connection of this company');
    const service = deps.generativeServiceFor?.(connection);
    if (!service) throw new NoAnswer('no generative service is configured for the connection');
    const baseId = settings.knowledgeBaseId?.[0];
    const knowledgeBaseId = baseId && (await knowledgeBaseCompany(deps.db, baseId).catch(() => undefined)) === scope.companyId ? baseId : undefined;
    if (!knowledgeBaseId && settings.toggleForKbOnly) throw new NoAnswer('the module has no knowledge base of this company');

    const wanted = new Map((settings.intents ?? []).map((intent) => [intent.name.toLowerCase(), intent.name]));
    const intents = knowledgeBaseId && wanted.size ? (await knowledgeBaseIntents(deps.db, knowledgeBaseId)).filter((intent) => wanted.has(intent.label.toLowerCase())) : [];
    const utterances = intents.flatMap((intent) => intent.utterances.map((text) => ({ intent: wanted.get(intent.label.toLowerCase())!, text })));

    return withTimeout(
      (async (): Promise<GenerativeAnswer> => {
        const vectors = await service.embed(connection, [question, ...utterances.map((u) => u.text)]);
        const asked = vectors[0];
        if (!asked) throw new NoAnswer('the vector-search model gave no embedding');
        const intentMin = settings.openAISettings?.minSimilarityScore ?? DEFAULT_INTENT_SIMILARITY;
        let best: { intent: string; score: number } | null = null;
        utterances.forEach((utterance, index) => {
          const score = cosine(asked, vectors[index + 1] ?? []);
          if (score >= intentMin && (!best || score > best.score)) best = { intent: utterance.intent, score };
        });
        if (best) return { kind: 'intent', intent: (best as { intent: string }).intent };

        const minScore = settings.generativeModuleSettings?.minSimilarityScore ?? DEFAULT_MIN_SIMILARITY;
        const passages = knowledgeBaseId
          ? await searchPassages(deps.db, { knowledgeBaseId, companyId: scope.companyId, embedding: asked, limit: PASSAGES_IN_PROMPT, minScore })
          : [];
        if (!passages.length && settings.toggleForKbOnly) throw new NoAnswer('nothing in the knowledge base is similar enough to the question');
        const messages: ChatMessage[] = [
          { role: 'system', content: systemPrompt(request, passages) },
          ...(await historyOf(deps.db, scope.conversationId, question)),
          { role: 'user', content: question },
        ];
        const completion = await service.complete(connection, messages, completionOptions(request));
        const text = completion.text.trim();
        if (!text) throw new NoAnswer('the generative connection answered nothing');
        return { kind: 'answer', text, source: passages[0]?.title ?? null };
      })(),
      deps.timeoutMs ?? GENERATIVE_TIMEOUT_MS,
    );
  }

  return async (request: GenerativeRequest): Promise<GenerativeAnswer> => {
    try {
      return await answer(request);
    } catch (error) {
      if (error instanceof NoAnswer) return { kind: 'noAnswer', reason: error.message };
      if (error instanceof AiProviderError) return { kind: 'noAnswer', reason: `the generative connection refused (${error.kind}): ${error.message}` };
      return { kind: 'noAnswer', reason: 'the generative connection failed' };
    }
  };
}
