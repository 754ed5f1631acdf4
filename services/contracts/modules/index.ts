import { z } from 'zod';
import { flowModule, MODULE_TYPES, type ModuleType } from '../flow';
import { aiSettings } from './ai';
import { codeStationSettings } from './codeStation';
import { commerceSettings } from './commerce';
import { ecommerceSettings } from './ecommerce';
import { emailSettings } from './email';
import { endSettings } from './end';
import { genericSettings } from './generic';
import { generativeSettings } from './generative';
import { handoverSettings } from './handover';
import { inputSettings } from './input';
import { integrationSettings } from './integration';
import { languageSettings } from './language';
import { logicSettings } from './logic';
import { messageSettings } from './message';
import { paymentSettings } from './payment';
import { paymentsSettings } from './payments';
import { selectionSettings } from './selection';
import { startSettings } from './start';
import { supportAgentSettings } from './supportAgent';
import { switchSettings } from './switch';
import { thirdPartySettings } from './thirdParty';
import { zapierSettings } from './zapier';

/**
 * The module registry of the contracts: one settings schema per module type (spec 03
 * section 3.2, one file per type beside this one), the module as a union discriminated by
 * its type, and the flow document of format 2 built from it.
 */

/** What every layer's registry is: one entry per module type, no more, no fewer. */
export type ModuleRegistry<Entry> = { [T in ModuleType]: Entry };

export const moduleSettingsSchemas = {
  START: startSettings,
  MESSAGE: messageSettings,
  SELECTION: selectionSettings,
  SUPPORT_AGENT: supportAgentSettings,
  AI: aiSettings,
  HANDOVER: handoverSettings,
  SWITCH: switchSettings,
  END: endSettings,
  CODESTATION: codeStationSettings,
  INTEGRATION: integrationSettings,
  LOGIC: logicSettings,
  INPUT: inputSettings,
  ZAPIER: zapierSettings,
  COMMERCE: commerceSettings,
  PAYMENT: paymentSettings,
  THIRDPARTY: thirdPartySettings,
  ECOMMERCE: ecommerceSettings,
  EMAIL: emailSettings,
  LANGUAGE: languageSettings,
  GENERATIVE: generativeSettings,
  PAYMENTS: paymentsSettings,
  GENERIC: genericSettings,
} satisfies ModuleRegistry<z.ZodType>;

/** The settings of one module type. */
export type SettingsOf<T extends ModuleType> = z.infer<(typeof moduleSettingsSchemas)[T]>;

/** The fields every module has besides its type and settings: id, name, position, connections, fallback, fallbackCount, delay. */
const moduleFields = flowModule.omit({ type: true, settings: true }).shape;

const moduleOf = <T extends ModuleType>(type: T) => z.object({ ...moduleFields, type: z.literal(type), settings: moduleSettingsSchemas[type] });

/** The module schema of each type of a tuple of types, as a tuple (a mapped type over a tuple type parameter keeps it a tuple). */
type SchemasOf<Types extends readonly ModuleType[]> = { -readonly [K in keyof Types]: Types[K] extends ModuleType ? ReturnType<typeof moduleOf<Types[K]>> : never };

/** A module whose settings are those of its type. */
export const typedFlowModule = z.discriminatedUnion(
  'type',
  // One schema per type, in MODULE_TYPES order: map keeps the order the tuple type states.
  MODULE_TYPES.map((type) => moduleOf(type)) as unknown as SchemasOf<typeof MODULE_TYPES>,
  { error: `The module type is one of ${MODULE_TYPES.join(', ')}.` },
);
export type TypedFlowModule = z.infer<typeof typedFlowModule>;
/** The module of one type. */
export type FlowModuleOf<T extends ModuleType> = Extract<TypedFlowModule, { type: T }>;

export const FORMAT_VERSION = 2;
export const MAX_MODULES = 2000;

/** A designed flow in format 2: modules with typed settings, checked as one document. */
export const flowDocumentV2 = z
  .object({
    formatVersion: z.literal(FORMAT_VERSION),
    modules: z.array(typedFlowModule).min(1, 'A flow needs its START module.').max(MAX_MODULES, `A flow has at most ${MAX_MODULES} modules.`),
  })
  .superRefine((flow, ctx) => {
    const ids = new Set<string>();
    flow.modules.forEach((module, index) => {
      if (ids.has(module.id)) ctx.addIssue({ code: 'custom', path: ['modules', index, 'id'], message: `Module id ${module.id} is used twice.` });
      ids.add(module.id);
    });
    if (flow.modules.filter((m) => m.type === 'START').length !== 1) ctx.addIssue({ code: 'custom', path: ['modules'], message: 'A flow has exactly one START module.' });
    flow.modules.forEach((module, index) => {
      module.connections.forEach((connection, at) => {
        if (!ids.has(connection.id)) {
          ctx.addIssue({ code: 'custom', path: ['modules', index, 'connections', at, 'id'], message: `Module ${module.name} connects to a module that does not exist.` });
        }
      });
    });
  });
export type FlowDocumentV2 = z.infer<typeof flowDocumentV2>;
