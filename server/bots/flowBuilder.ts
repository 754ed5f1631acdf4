import { flowDocument, type FlowConnection, type FlowDocument, type ModuleType } from '../../services/contracts/flow';

/** One module as a template writes it: a grid cell instead of pixels, and where it goes next. */
export type Step = {
  id: string;
  type: ModuleType;
  name: string;
  /** Column (left to right, 300 px apart) and row (150 px apart). */
  at: readonly [number, number];
  /** The next module's id, or the full connections (options, buttons, conditions). */
  to?: string | FlowConnection[];
  fallback?: string;
  fallbackCount?: number;
  settings?: Record<string, unknown>;
};

export const COLUMN_PX = 300;
export const ROW_PX = 150;

/** A flow document from steps, checked against the shared contract (a broken template fails loudly). */
export function buildFlow(steps: readonly Step[]): FlowDocument {
  return flowDocument.parse({
    formatVersion: 2,
    modules: steps.map((step) => ({
      id: step.id,
      type: step.type,
      name: step.name,
      position: { x: 100 + step.at[0] * COLUMN_PX, y: 100 + step.at[1] * ROW_PX },
      connections: step.to === undefined ? [] : typeof step.to === 'string' ? [{ id: step.to }] : step.to,
      ...(step.fallback === undefined ? {} : { fallback: step.fallback }),
      ...(step.fallbackCount === undefined ? {} : { fallbackCount: step.fallbackCount }),
      settings: step.settings ?? {},
    })),
  });
}

export const text = (...payloads: string[]) => ({ messageType: 'TEXT', payloads });

/** A quick-reply selection: one button per option, each connected to its target module. */
export function quickReplies(prompt: string, options: ReadonlyArray<{ id: string; text: string; to: string }>, inputParam?: string) {
  return {
    settings: {
      selectionType: 'QUICKREPLY',
      prompt,
      ...(inputParam === undefined ? {} : { inputParam }),
      payloads: options.map((option) => ({ id: option.id, text: option.text, type: 'TEXT', value: option.to })),
    },
    to: options.map((option) => ({ id: option.to, optionID: option.id })),
  };
}

/**
 * The flow of an assistant made from scratch: something a newcomer can talk to at once and
 * then change in the designer. It greets, asks the visitor's name (an input kept in #name),
 * answers with it, offers quick replies (what it is / goodbye) and says goodbye before the end.
 */
export function starterFlow(): FlowDocument {
  const menu = quickReplies('What would you like to do next?', [
    { id: 'opt-about', text: 'What can you do?', to: 'about' },
    { id: 'opt-goodbye', text: 'Say goodbye', to: 'goodbye' },
  ]);
  return buildFlow([
    { id: 'start', type: 'START', name: 'Start', at: [0, 1], to: 'greeting' },
    { id: 'greeting', type: 'MESSAGE', name: 'Greeting', at: [1, 1], to: 'ask-name', settings: text('Hello! I am a new assistant.') },
    {
      id: 'ask-name',
      type: 'INPUT',
      name: 'Ask for the name',
      at: [2, 1],
      to: 'echo',
      settings: { inputType: 'TEXT', param: 'name', prompt: 'What is your name?', validator: '^.{1,100}$', validatorFlag: 'u' },
    },
    { id: 'echo', type: 'MESSAGE', name: 'Nice to meet you', at: [3, 1], to: 'menu', settings: text('Nice to meet you, #name!') },
    { id: 'menu', type: 'SELECTION', name: 'Next step', at: [4, 1], to: menu.to, fallback: 'menu', fallbackCount: 2, settings: menu.settings },
    {
      id: 'about',
      type: 'MESSAGE',
      name: 'What I can do',
      at: [5, 0],
      to: 'menu',
      settings: text('I am the starting point of your assistant. Open me in the designer to change these messages, add questions, buttons, integrations and AI.'),
    },
    { id: 'goodbye', type: 'MESSAGE', name: 'Goodbye', at: [5, 2], to: 'end', settings: text('Goodbye, #name! Thanks for chatting.') },
    { id: 'end', type: 'END', name: 'End', at: [6, 1] },
  ]);
}
