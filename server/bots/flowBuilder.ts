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
    formatVersion: 1,
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

/** The flow of a new assistant: START, a greeting, END. */
export function starterFlow(): FlowDocument {
  return buildFlow([
    { id: 'start', type: 'START', name: 'Start', at: [0, 0], to: 'greeting' },
    { id: 'greeting', type: 'MESSAGE', name: 'Greeting', at: [1, 0], to: 'end', settings: text('Hello! How can I help you?') },
    { id: 'end', type: 'END', name: 'End', at: [2, 0] },
  ]);
}
