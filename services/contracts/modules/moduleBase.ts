import { z } from 'zod';

/**
 * What every module of a flow has whatever its type (spec 03): its type among the 22 of
 * section 3.2, where it sits on the canvas, its connections, its fallback and its delay.
 * A module's own fields live in its settings, typed per type (the files beside this one).
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

/** The fields of every module besides its type and settings. */
export const moduleFields = {
  id: z.string().min(1).max(64),
  name: z.string().trim().min(1, 'Module name is required.').max(255, 'Module name is at most 255 characters.'),
  position: z.object({ x: z.number(), y: z.number() }),
  connections: z.array(flowConnection).default([]),
  /** Where the conversation goes when nothing matches. */
  fallback: z.string().optional(),
  fallbackCount: z.number().int().min(0).max(9).optional(),
  /** Seconds to wait before the module runs. */
  delay: z.number().min(0).optional(),
};

export const MAX_MODULES = 2000;

const NAMED = { named: true };

type CheckedModule = { id: string; name: string; type: string; connections: ReadonlyArray<{ id: string }> };

/**
 * The checks of a whole flow, whatever its format: ids used once, one START, connections to
 * modules that exist. Their messages name the module themselves (params.named).
 */
export function checkFlowModules(modules: readonly CheckedModule[], ctx: z.RefinementCtx) {
  const ids = new Set<string>();
  modules.forEach((module, index) => {
    if (ids.has(module.id)) ctx.addIssue({ code: 'custom', path: ['modules', index, 'id'], message: `Module id ${module.id} is used twice.`, params: NAMED });
    ids.add(module.id);
  });
  if (modules.filter((m) => m.type === 'START').length !== 1) ctx.addIssue({ code: 'custom', path: ['modules'], message: 'A flow has exactly one START module.', params: NAMED });
  modules.forEach((module, index) => {
    module.connections.forEach((connection, at) => {
      if (!ids.has(connection.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['modules', index, 'connections', at, 'id'],
          message: `Module ${module.name} connects to a module that does not exist.`,
          params: NAMED,
        });
      }
    });
  });
}

/** The list of modules of a flow document of any format. */
export const moduleList = <Module extends z.ZodType>(module: Module) =>
  z.array(module).min(1, 'A flow needs its START module.').max(MAX_MODULES, `A flow has at most ${MAX_MODULES} modules.`);
