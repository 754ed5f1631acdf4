import { ClassicPreset, type GetSchemes } from 'rete';
import type { FlowModule } from '../../services/contracts/flow';
import { NODE_WIDTH, nodeHeight } from './canvas/nodeLayout';
import { hasInput, INPUT_SLOT, outputSlots, type OutputSlot } from '../../machines/designer/slots';

/** How a module type looks on the canvas and in the palette (from the module catalogue). */
export type ModuleLook = { name: string; colour: string; icon: string };

export { NODE_WIDTH };

export class ModuleSocket extends ClassicPreset.Socket {
  constructor() {
    super('module');
  }
}
const socket = new ModuleSocket();

/**
 * A module on the canvas: one input (not on START) and one output per slot (spec table in
 * docs/module-settings.md). It carries a copy of the module it shows; the flow itself
 * belongs to the designer machine. Width and height come from the node layout, so links,
 * the minimap and auto-arrange never measure the DOM.
 */
export class ModuleNode extends ClassicPreset.Node {
  width = NODE_WIDTH;
  height: number;
  /** Bumped whenever the node changes in place (name, selection), so its view re-renders. */
  revision = 0;
  /** The one module the canvas's Tab stop is on (roving tabindex). */
  tabbable = false;
  /** Its place in the flow's reading order, from 1, and how many modules there are ('3 of 7'). */
  place = { index: 1, of: 1 };
  /** The name of the module each output leads to (by output key), null when it leads nowhere. */
  targetNames: Readonly<Record<string, string | null>> = {};
  readonly slots: OutputSlot[];
  /** Output key to its row, for placing links without measuring. */
  readonly slotIndex: ReadonlyMap<string, number>;

  constructor(
    public module: FlowModule,
    public look: ModuleLook,
  ) {
    super(module.name);
    this.id = module.id;
    this.slots = outputSlots(module);
    this.slotIndex = new Map(this.slots.map((slot, index) => [slot.key, index]));
    if (hasInput(module)) this.addInput(INPUT_SLOT, new ClassicPreset.Input(socket, '', true));
    for (const slot of this.slots) this.addOutput(slot.key, new ClassicPreset.Output(socket, slot.text ?? '', false));
    this.height = nodeHeight(this.slots.length);
    this.shape = shapeOf(module);
  }

  /** The slot keys and labels, to tell whether a changed module can be updated in place. */
  readonly shape: string;
}

export class ModuleConnection<N extends ModuleNode> extends ClassicPreset.Connection<N, N> {}

export type Schemes = GetSchemes<ModuleNode, ModuleConnection<ModuleNode>>;

/** The shape a module would have on the canvas, compared without building a node. */
export function shapeOf(module: FlowModule): string {
  return `${hasInput(module) ? 'in' : ''}|${outputSlots(module)
    .map((s) => `${s.key}=${s.text ?? ''}`)
    .join(',')}`;
}
