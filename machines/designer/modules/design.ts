import type { FlowConnection, ModuleType } from '../../../services/contracts/flow';
import type { FlowModuleOf } from '../../../services/contracts/modules';
import type { OutputSlot } from '../outputSlot';
import type { RequiredFieldKind } from '../requiredFields';

/**
 * The designer's rules of one module type (one file per type beside this one, named as its
 * settings schema in services/contracts/modules): the outputs the canvas draws for it and
 * the settings the save check asks for, read from its own settings typed. What every module
 * shares (the next and fallback outputs, which slot a connection belongs to, names, counts,
 * reachability) is slots.ts's and validate.ts's.
 */

/** An output every module has unless its type says otherwise. */
export type CommonOutput = 'input' | 'next' | 'fallback';

export type ModuleDesign<T extends ModuleType> = {
  /** The outputs of the module's own kind, drawn before next and fallback (options, cards, intents, named outcomes); none when not said. */
  slots?(module: FlowModuleOf<T>): OutputSlot[];
  /** The common outputs the type does not have (START: no input, no fallback; END: no next, no fallback; PAYMENTS: no next). */
  without?: readonly CommonOutput[];
  /** Whether a connection belongs to a slot the module keeps elsewhere (AI intents live at the provider); null: its drawn slots decide. */
  ownsConnection?(module: FlowModuleOf<T>, connection: FlowConnection): boolean | null;
  /** The required settings the module leaves empty, in the order its panel shows them; none when not said. */
  missingFields?(module: FlowModuleOf<T>): RequiredFieldKind[];
};

/** The designer's rules of every module type: one entry per type, no more, no fewer. */
export type ModuleDesigns = { [T in ModuleType]: ModuleDesign<T> };
