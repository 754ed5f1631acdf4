import { z } from 'zod';
import { checkFlowModules, moduleFields, moduleList, moduleType } from './moduleBase';

/**
 * A flow as format 1 stored it (data saved before typed settings, templates, exported
 * files): each module's settings a JSON object read by key. Only migrate.ts reads it, on the
 * way to format 2; nothing else works with this shape.
 */
export const format1Module = z.object({ ...moduleFields, type: moduleType, settings: z.looseObject({}).default({}) });
export type Format1Module = z.infer<typeof format1Module>;

export const format1Document = z.object({ formatVersion: z.literal(1), modules: moduleList(format1Module) }).superRefine((flow, ctx) => checkFlowModules(flow.modules, ctx));
export type Format1Document = z.infer<typeof format1Document>;
