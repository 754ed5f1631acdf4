import type { ChatMessage } from '../providers/ai/provider';

/** Where a model is told the block's parameters: the generative sandbox writes its starter block from this line. */
export const PARAMETERS_MARK = 'Code block parameters (JSON):';

/**
 * What the model is asked: the code station's contract for a block (the body of main(params),
 * texts in, an object of texts, numbers and booleans out, no network, modules, timers or files,
 * one second), the parameters' names, and the person's description as the user's message.
 */
export function codeWritingMessages(description: string, parameters: readonly string[]): ChatMessage[] {
  const system = [
    "You write code blocks for a chatbot's Code Station.",
    'A code block is the body of a JavaScript function main(params): params holds the parameters below, each a string.',
    'The body must return an object; its string, number and boolean values become conversation parameters.',
    'The code runs in a sandbox without network, modules, timers or files, and for at most one second; console.log lines are shown to the developer.',
    'Answer with the function body only, in one ```javascript fenced block, without explanation.',
    `${PARAMETERS_MARK} ${JSON.stringify(parameters)}`,
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: description },
  ];
}

const FENCED = /```[a-zA-Z]*[ \t]*\n([\s\S]*?)```/;

/** The code in a model's answer: its first fenced block, else the whole answer; '' when there is none. */
export function codeOfAnswer(text: string): string {
  const fenced = FENCED.exec(text);
  return (fenced?.[1] ?? text).trim();
}
