import { ClassicPreset, type GetSchemes } from 'rete';
import type { FlowModule } from '../../services/contracts/flow';
import { hasInput, INPUT_SLOT, outputSlots, type OutputSlot } from './moduleSlots';

/** How a module type looks on the canvas and in the palette (from the module catalogue). */
export type ModuleLook = { name: string; colour: string; icon: string };

export const NODE_WIDTH = 220;
const HEADER_HEIGHT = 52;
const ROW_HEIGHT = 30;
const PADDING = 12;

export class ModuleSocket extends ClassicPreset.Socket {
  constructor() {
    super('module');
  }
}
const socket = new ModuleSocket();

/**
 * A module on the canvas: one input (not on START) and one output per connection slot.
 * It carries a copy of the module it shows; the flow itself belongs to the designer machine.
 * Width and height are set so layout and arrange plugins can measure it.
 */
export class ModuleNode extends ClassicPreset.Node {
  width = NODE_WIDTH;
  height: number;
  /** Bumped whenever the node changes in place (name, selection), so its view re-renders. */
  revision = 0;
  readonly slots: OutputSlot[];

  constructor(
    public module: FlowModule,
    public look: ModuleLook,
  ) {
    super(module.name);
    this.id = module.id;
    this.slots = outputSlots(module);
    if (hasInput(module)) this.addInput(INPUT_SLOT, new ClassicPreset.Input(socket, '', true));
    for (const slot of this.slots) this.addOutput(slot.key, new ClassicPreset.Output(socket, slot.text ?? '', false));
    this.height = HEADER_HEIGHT + Math.max(1, this.slots.length) * ROW_HEIGHT + PADDING;
  }

  /** The slot keys, to tell whether a changed module can be updated in place. */
  get shape(): string {
    return shapeOf(this.module);
  }
}

export class ModuleConnection<N extends ModuleNode> extends ClassicPreset.Connection<N, N> {}

export type Schemes = GetSchemes<ModuleNode, ModuleConnection<ModuleNode>>;

/** The shape a module would have on the canvas, compared without building a node. */
export function shapeOf(module: FlowModule): string {
  return `${hasInput(module) ? 'in' : ''}|${outputSlots(module).map((s) => `${s.key}=${s.text ?? ''}`).join(',')}`;
}
