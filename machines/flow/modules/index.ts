import type { ModuleType } from '../../../services/contracts/flow';
import type { FlowModule } from '../../../services/contracts/modules';
import type { BotMessage, ConversationOutput } from '../conversation';
import type { UserInput } from '../parameters';
import type { TransitionKit } from '../transitions';
import { aiCompiler } from './ai';
import { codeStationCompiler } from './codeStation';
import { commerceCompiler } from './commerce';
import { ecommerceCompiler } from './ecommerce';
import { emailCompiler } from './email';
import { endCompiler } from './end';
import { generativeCompiler } from './generative';
import { genericCompiler } from './generic';
import { handoverCompiler } from './handover';
import { inputCompiler } from './input';
import { integrationCompiler } from './integration';
import { languageCompiler } from './language';
import { logicCompiler } from './logic';
import { messageCompiler } from './message';
import { paymentCompiler } from './payment';
import { paymentsCompiler } from './payments';
import { selectionCompiler } from './selection';
import { startCompiler } from './start';
import { supportAgentCompiler } from './supportAgent';
import { switchCompiler } from './switch';
import { thirdPartyCompiler } from './thirdParty';
import { zapierCompiler } from './zapier';
import type { CompileKit, ModuleCompiler, ModuleCompilers, ModulePart } from './compiler';

/**
 * The compile steps of the module types, one per type (a missing or extra entry is a type
 * error), each in the file named as the type's settings schema in services/contracts/modules.
 * compileFlow asks this registry for each module's part; adding a type is adding its file
 * and its entry here.
 */
export const moduleCompilers: ModuleCompilers = {
  START: startCompiler,
  MESSAGE: messageCompiler,
  SELECTION: selectionCompiler,
  SUPPORT_AGENT: supportAgentCompiler,
  AI: aiCompiler,
  HANDOVER: handoverCompiler,
  SWITCH: switchCompiler,
  END: endCompiler,
  CODESTATION: codeStationCompiler,
  INTEGRATION: integrationCompiler,
  LOGIC: logicCompiler,
  INPUT: inputCompiler,
  ZAPIER: zapierCompiler,
  COMMERCE: commerceCompiler,
  PAYMENT: paymentCompiler,
  THIRDPARTY: thirdPartyCompiler,
  ECOMMERCE: ecommerceCompiler,
  EMAIL: emailCompiler,
  LANGUAGE: languageCompiler,
  GENERATIVE: generativeCompiler,
  PAYMENTS: paymentsCompiler,
  GENERIC: genericCompiler,
};

/**
 * The entry of a module's own type. The registry holds ModuleCompiler<T> under the key T, so
 * the entry its type selects takes that very module; TypeScript does not pair a module of
 * the union of types with the entry its type selects, hence this one cast. Its callers (the
 * functions below, the path generator) pass it only the module it was looked up by.
 */
export function compilerOf(module: FlowModule): ModuleCompiler<ModuleType> {
  return moduleCompilers[module.type] as ModuleCompiler<ModuleType>;
}

/** The module's part of the statechart. */
export const modulePart = (module: FlowModule, kit: CompileKit): ModulePart => compilerOf(module).compile(module, kit);

/** The module's transitions, added to the path generator's kit. */
export const moduleTransitions = (module: FlowModule, kit: TransitionKit): void => compilerOf(module).transitions(module, kit);

/** What the module says when it runs (nothing, for types that say nothing themselves). */
export const moduleMessages = (module: FlowModule, params: Record<string, string>, random: () => number): BotMessage[] =>
  compilerOf(module).messages?.(module, params, random) ?? [];

/** The value a valid reply to the module keeps in its parameter. */
export const keptValueOf = (module: FlowModule, input: UserInput): string => compilerOf(module).keptValue?.(module, input) ?? input.text.trim();

/** How a conversation stopped at the module ends. */
export const moduleOutput = (module: FlowModule): ConversationOutput => compilerOf(module).output?.(module) ?? { kind: 'ended', moduleId: module.id };
