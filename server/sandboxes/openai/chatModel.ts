import { z } from 'zod';
import type { ChatCompletionRequest } from '../../../services/contracts/rest/openAiProtocol';
import { rankGenerative } from '../../providers/ai/generative';
import { PARAMETERS_MARK } from '../../codeStation/codeWritingPrompt';
import { wordsOf } from '../../providers/ai/similarity';
import { embed, similarity } from './embeddings';

/**
 * The generative sandbox's "model": deterministic, and answering only from what it is given
 * (docs/ai-generative.md lists the conventions):
 * - tools offered and the user's words close to a tool's name and description → a tool call;
 * - a message with `Intents (JSON):` and a JSON list → the intents ranked, as JSON;
 * - messages with `Passage <label>:` blocks → the passage sentences closest to the question,
 *   naming the passage;
 * - a message with `Code block parameters (JSON):` and a JSON list of names → a starter code
 *   block (a fenced JavaScript body) that hands each parameter back trimmed, the request as its
 *   first comment;
 * - otherwise a short reply built from the question's words.
 */
export type ModelAnswer = { content: string | null; toolCalls: Array<{ id: string; type: 'function'; function: { name: string; arguments: string } }> };

type Message = ChatCompletionRequest['messages'][number];
const textOf = (message: Message): string => message.content ?? '';

/** How close the user's words must be to a tool for the model to call it. */
const TOOL_THRESHOLD = 0.25;

const intentList = z.array(z.object({ name: z.string(), entities: z.array(z.looseObject({ name: z.string() })).default([]) }));
const INTENTS_MARK = /Intents \(JSON\):\s*/;
const PASSAGE = /^Passage ([^:\n]{1,120}):[ \t]*/gm;
const QUESTION = /^Question:[ \t]*(.+)$/m;

export function answerChat(request: ChatCompletionRequest): ModelAnswer {
  const messages = request.messages;
  const lastUser = [...messages].reverse().find((m) => m.role === 'user');
  const question = questionOf(lastUser ? textOf(lastUser) : '');
  const called = toolCallFor(request, question);
  if (called) return { content: null, toolCalls: [called] };
  const everything = messages.map(textOf).join('\n');
  const parameters = codeParametersIn(everything);
  if (parameters) return { content: starterBlock(lastUser ? textOf(lastUser) : '', parameters), toolCalls: [] };
  const intents = intentsIn(everything);
  if (intents) return { content: classify(question, intents), toolCalls: [] };
  // A passage ends where its message ends: the question after it is not part of it.
  const passages = messages.flatMap((message) => passagesIn(textOf(message)));
  if (passages.length > 0) return { content: answerFromPassages(question, passages), toolCalls: [] };
  return { content: shortReply(question), toolCalls: [] };
}

/** The question: a `Question:` line, else the user's message without its passages and intent list. */
function questionOf(text: string): string {
  const marked = QUESTION.exec(text);
  if (marked?.[1]) return marked[1].trim();
  const beforeIntents = text.split(INTENTS_MARK)[0] ?? '';
  return beforeIntents.split(/^Passage [^:\n]{1,120}:/m)[0]!.trim() || text.trim();
}

function toolCallFor(request: ChatCompletionRequest, question: string): ModelAnswer['toolCalls'][number] | undefined {
  const tools = request.tools ?? [];
  const choice = request.tool_choice ?? 'auto';
  if (tools.length === 0 || choice === 'none') return undefined;
  const asked = embed(question);
  const scored = tools
    .map((tool) => ({ tool, score: similarity(asked, embed(`${tool.function.name.replace(/[_-]+/g, ' ')} ${tool.function.description ?? ''}`)) }))
    .sort((a, b) => b.score - a.score);
  const named = typeof choice === 'object' ? tools.find((t) => t.function.name === choice.function.name) : undefined;
  const chosen = named ?? (choice === 'required' ? scored[0]?.tool : scored[0] && scored[0].score >= TOOL_THRESHOLD ? scored[0].tool : undefined);
  if (!chosen) return undefined;
  const id = `call_${Math.abs(hashText(`${chosen.function.name}:${question}`)).toString(36)}`;
  return { id, type: 'function', function: { name: chosen.function.name, arguments: JSON.stringify(argumentsFrom(question, chosen.function.parameters)) } };
}

function hashText(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i += 1) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return h;
}

const propertySchema = z.looseObject({ type: z.string().optional(), enum: z.array(z.unknown()).optional() });

/** Arguments the question gives: its first number for a number property, an enum value it names for a text one. */
function argumentsFrom(question: string, parameters: Record<string, unknown> | undefined): Record<string, unknown> {
  const properties = z.record(z.string(), propertySchema).safeParse(parameters?.['properties']);
  if (!properties.success) return {};
  const words = new Set(wordsOf(question));
  const number = /-?\d+(?:\.\d+)?/.exec(question);
  const args: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(properties.data)) {
    if ((schema.type === 'number' || schema.type === 'integer') && number) args[name] = Number(number[0]);
    const named = schema.enum?.find((value) => typeof value === 'string' && wordsOf(value).every((w) => words.has(w)));
    if (named !== undefined) args[name] = named;
  }
  return args;
}

function intentsIn(text: string): z.infer<typeof intentList> | undefined {
  const mark = INTENTS_MARK.exec(text);
  if (!mark) return undefined;
  const rest = text.slice(mark.index + mark[0].length);
  const end = rest.lastIndexOf(']');
  if (!rest.startsWith('[') || end < 0) return undefined;
  try {
    const parsed = intentList.safeParse(JSON.parse(rest.slice(0, end + 1)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The intents ranked for the question with the entity values it gives, as JSON. */
function classify(question: string, intents: z.infer<typeof intentList>): string {
  const ranked = rankGenerative(question, { intents });
  return JSON.stringify({ predictions: ranked.map((row) => ({ intent: row.intent, score: row.score, parameters: row.parameters })) });
}

type Passage = { label: string; text: string };

function passagesIn(text: string): Passage[] {
  const marks = [...text.matchAll(PASSAGE)];
  return marks.map((mark, i) => {
    const start = (mark.index ?? 0) + mark[0].length;
    const end = marks[i + 1]?.index ?? text.length;
    const body = text.slice(start, end).split(/^Question:/m)[0] ?? '';
    return { label: (mark[1] ?? '').trim(), text: body.trim() };
  });
}

const sentencesOf = (text: string): string[] =>
  text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');

/** The one or two sentences closest to the question, from the passage holding the closest one, naming it. */
function answerFromPassages(question: string, passages: Passage[]): string {
  const asked = embed(question);
  const scored = passages.flatMap((passage) => sentencesOf(passage.text).map((sentence) => ({ passage, sentence, score: similarity(asked, embed(sentence)) })));
  const best = [...scored].sort((a, b) => b.score - a.score)[0];
  if (!best || best.score <= 0.05) return 'The given passages do not answer this question.';
  const fromSame = scored
    .filter((s) => s.passage === best.passage && s.score >= best.score * 0.6)
    .sort((a, b) => b.score - a.score)
    .slice(0, 2);
  const inOrder = sentencesOf(best.passage.text).filter((sentence) => fromSame.some((s) => s.sentence === sentence));
  return `${inOrder.join(' ')} (Source: ${best.passage.label})`;
}

function shortReply(question: string): string {
  const words = [...new Set(wordsOf(question))].slice(0, 8);
  return words.length ? `You asked about: ${words.join(' ')}.` : 'Please ask a question.';
}

const parameterList = z.array(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/));

/** The parameter names a code-writing request lists, or undefined when it is none. */
function codeParametersIn(text: string): string[] | undefined {
  const at = text.indexOf(PARAMETERS_MARK);
  if (at < 0) return undefined;
  const line = text.slice(at + PARAMETERS_MARK.length).split('\n')[0] ?? '';
  try {
    const parsed = parameterList.safeParse(JSON.parse(line));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The sandbox's code block: the request as a comment, then each parameter handed back trimmed. */
function starterBlock(request: string, parameters: readonly string[]): string {
  const comment = request.replace(/\s+/g, ' ').trim().slice(0, 200);
  const values = parameters.map((name) => `  ${name}: String(params.${name} ?? '').trim(),`).join('\n');
  return ['```javascript', `// ${comment}`, `// Written by the generative sandbox: each parameter handed back, trimmed.`, `return {${values ? `\n${values}\n` : ''}};`, '```'].join(
    '\n',
  );
}
