import { z } from 'zod';

/**
 * A designed flow (spec 03): modules on a canvas and the connections between them.
 * Stored per assistant version as JSON; the designer edits it, the conversation engine
 * compiles it into a statechart. Module-specific fields live in `settings`, checked per
 * type by the designer and the engine; unknown types fall back to the generic block.
 */
export const MODULE_TYPES = [
  'START',
  'MESSAGE',
  'SELECTION',
  'SUPPORT_AGENT',
  'AI',
  'HANDOVER',
  'SWITCH',
  'END',
  'CODESTATION',
  'INTEGRATION',
  'LOGIC',
  'INPUT',
  'ZAPIER',
  'COMMERCE',
  'PAYMENT',
  'THIRDPARTY',
  'ECOMMERCE',
  'EMAIL',
  'LANGUAGE',
  'GENERATIVE',
  'PAYMENTS',
  'GENERIC',
] as const;
export const moduleType = z.enum(MODULE_TYPES);
export type ModuleType = z.infer<typeof moduleType>;

/** A connection from a module (or one of its options, cards, rows or intents) to a target module. */
export const flowConnection = z.object({
  /** Target module id. */
  id: z.string().min(1),
  optionID: z.string().optional(),
  cardID: z.string().optional(),
  buttonID: z.string().optional(),
  groupIndex: z.number().int().min(0).optional(),
  intent: z.string().optional(),
  tags: z.array(z.string()).optional(),
});
export type FlowConnection = z.infer<typeof flowConnection>;

export const flowModule = z.object({
  id: z.string().min(1).max(64),
  type: moduleType,
  name: z.string().trim().min(1, 'Module name is required.').max(255, 'Module name is at most 255 characters.'),
  position: z.object({ x: z.number(), y: z.number() }),
  connections: z.array(flowConnection).default([]),
  /** Where the conversation goes when nothing matches. */
  fallback: z.string().optional(),
  fallbackCount: z.number().int().min(0).max(9).optional(),
  /** Seconds to wait before the module runs. */
  delay: z.number().min(0).optional(),
  /** Type-specific fields of spec 03 section 3.2 (payloads, validator, url, ...). */
  settings: z.record(z.string(), z.unknown()).default({}),
});
export type FlowModule = z.infer<typeof flowModule>;

export const flowDocument = z
  .object({
    formatVersion: z.literal(1),
    modules: z.array(flowModule).min(1, 'A flow needs its START module.').max(2000, 'A flow has at most 2000 modules.'),
  })
  .superRefine((flow, ctx) => {
    const ids = new Set<string>();
    for (const module of flow.modules) {
      if (ids.has(module.id)) ctx.addIssue({ code: 'custom', message: `Module id ${module.id} is used twice.` });
      ids.add(module.id);
    }
    if (flow.modules.filter((m) => m.type === 'START').length !== 1) {
      ctx.addIssue({ code: 'custom', message: 'A flow has exactly one START module.' });
    }
    for (const module of flow.modules) {
      for (const connection of module.connections) {
        if (!ids.has(connection.id)) ctx.addIssue({ code: 'custom', message: `Module ${module.name} connects to a module that does not exist.` });
      }
    }
  });
export type FlowDocument = z.infer<typeof flowDocument>;
