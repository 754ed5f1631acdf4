import { z } from 'zod';
import { checkFlowModules, MODULE_TYPES, moduleFields, moduleList, type ModuleType } from './moduleBase';
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

const moduleOf = <T extends ModuleType>(type: T) => z.object({ ...moduleFields, type: z.literal(type), settings: moduleSettingsSchemas[type] });

/** The module schema of each type of a tuple of types, as a tuple (a mapped type over a tuple type parameter keeps it a tuple). */
type SchemasOf<Types extends readonly ModuleType[]> = { -readonly [K in keyof Types]: Types[K] extends ModuleType ? ReturnType<typeof moduleOf<Types[K]>> : never };

/** A module whose settings are those of its type. */
export const flowModule = z.discriminatedUnion(
  'type',
  // One schema per type, in MODULE_TYPES order: map keeps the order the tuple type states.
  MODULE_TYPES.map((type) => moduleOf(type)) as unknown as SchemasOf<typeof MODULE_TYPES>,
  { error: `The module type is one of ${MODULE_TYPES.join(', ')}.` },
);
export type FlowModule = z.infer<typeof flowModule>;
/** The module of one type. */
export type FlowModuleOf<T extends ModuleType> = Extract<FlowModule, { type: T }>;

/** The format flows are stored in now; older formats are migrated when read (storedFlow.ts). */
export const FORMAT_VERSION = 2;

/** A designed flow in format 2: modules with typed settings, checked as one document. */
export const flowDocument = z.object({ formatVersion: z.literal(FORMAT_VERSION), modules: moduleList(flowModule) }).superRefine((flow, ctx) => checkFlowModules(flow.modules, ctx));
export type FlowDocument = z.infer<typeof flowDocument>;
