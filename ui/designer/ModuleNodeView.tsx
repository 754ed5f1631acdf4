import { memo, useEffect, useRef, type CSSProperties } from 'react';
import type { ClassicPreset } from 'rete';
import type { RenderSignal } from 'rete-area-plugin';
import { BODY_PADDING, HEADER_HEIGHT, ROW_HEIGHT } from './canvas/nodeLayout';
import type { ModuleNode } from './ModuleNode';
import { INPUT_SLOT, type FixedSlotLabel, type OutputSlot } from '../../machines/designer/slots';

/** A socket as the area and the connection plugin hear of it. */
export type SocketSignal = RenderSignal<'socket', { nodeId: string; side: 'input' | 'output'; key: string; payload: ClassicPreset.Socket }>;
export type UnmountSignal = { type: 'unmount'; data: { element: HTMLElement } };
export type SocketEmit = (signal: SocketSignal | UnmountSignal) => void;

type SocketProps = {
  nodeId: string;
  side: 'input' | 'output';
  socketKey: string;
  payload: ClassicPreset.Socket;
  emit: SocketEmit;
  /** The pointer's tooltip. */
  label: string;
};

/**
 * A socket drawn by the node itself: it registers its element with the area, which is what
 * the connection plugin listens to for dragging links. Its position is never measured: links
 * are placed from the node layout. It is a handle for the pointer only, hidden from assistive
 * technology: the module tells its outputs and where they lead in its description, and the
 * keyboard connects through the 'Connect to…' picker (Enter on the module).
 */
function SocketDot({ nodeId, side, socketKey, payload, emit, label }: SocketProps) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    emit({ type: 'render', data: { type: 'socket', side, key: socketKey, nodeId, element, payload, filled: true } });
    return () => emit({ type: 'unmount', data: { element } });
  }, [nodeId, side, socketKey, payload, emit]);
  return <span ref={ref} className={`designer-socket designer-socket-${side}`} data-testid={`designer-socket-${side}`} data-slot={socketKey} title={label} aria-hidden="true" />;
}

/** How a module is named and described to assistive technology (in the interface language). */
export type ModuleSpeech = {
  /**
   * What a screen reader hears between the module's name and its type name ("Greeting, Message"):
   * the module's name is the text it shows (name, then type), so what is seen is what is said.
   */
  separator: string;
  /** One output and where it leads (null: nowhere). */
  output: (output: string, target: string | null) => string;
};

/** Texts of the slots whose label is not the module's own (next, fallback, payment outcomes...), and the module's speech. */
export type NodeTexts = Record<FixedSlotLabel, string> & { noText: string; speech: ModuleSpeech };

export function slotLabel(slot: OutputSlot, texts: NodeTexts): string {
  if (slot.fixed && slot.text === null) return texts[slot.fixed];
  return slot.text || texts.noText;
}

type ModuleNodeViewProps = {
  data: ModuleNode;
  emit: SocketEmit;
  texts: NodeTexts;
  /** The node's revision: the editor bumps it when it changes the node in place. */
  revision: number;
};

const headerStyle: CSSProperties = { blockSize: HEADER_HEIGHT };
const slotsStyle: CSSProperties = { paddingBlock: BODY_PADDING };
const rowStyle: CSSProperties = { blockSize: ROW_HEIGHT };

/** An id for the module's description, safe in an id attribute whatever the module id holds. */
export const descriptionId = (moduleId: string) => `designer-node-outputs-${Array.from(moduleId, (c) => (/[A-Za-z0-9_-]/.test(c) ? c : `_${c.codePointAt(0)}_`)).join('')}`;

/**
 * One module on the canvas: colour, icon, name, type and its connection slots. Renders only.
 * It is an option of the canvas's list of modules: focusable (one Tab stop for the whole
 * canvas, on `tabbable`), named by the name and type it shows, described by its outputs and where
 * they lead, selected as on screen, with its place in the flow's reading order.
 */
function ModuleNodeViewImpl({ data, emit, texts }: ModuleNodeViewProps) {
  const { module, look } = data;
  const input = data.inputs[INPUT_SLOT];
  const style = { width: data.width, height: data.height, '--module-colour': look.colour } as CSSProperties;
  const describedBy = descriptionId(module.id);
  const outputs = data.slots.map((slot) => texts.speech.output(slotLabel(slot, texts), data.targetNames[slot.key] ?? null));
  return (
    <div
      className={`designer-node${data.selected ? ' is-selected' : ''}`}
      style={style}
      data-testid="designer-node"
      data-module-id={module.id}
      data-module-type={module.type}
      role="option"
      aria-describedby={outputs.length ? describedBy : undefined}
      aria-selected={Boolean(data.selected)}
      aria-posinset={data.place.index}
      aria-setsize={data.place.of}
      tabIndex={data.tabbable ? 0 : -1}
    >
      {outputs.length ? (
        // Read as the module's description (aria-describedby reads hidden text), never as part of its name.
        <span id={describedBy} className="visually-hidden" aria-hidden="true">
          {outputs.join('; ')}
        </span>
      ) : null}
      <div className="designer-node-header" style={headerStyle}>
        {input ? <SocketDot nodeId={data.id} side="input" socketKey={INPUT_SLOT} payload={input.socket} emit={emit} label={module.name} /> : null}
        <span className="designer-node-icon" aria-hidden="true">
          {look.icon}
        </span>
        <span className="designer-node-titles">
          <span className="designer-node-name" dir="auto">
            {module.name}
          </span>
          {/* Heard between the two, unseen: the option is named by its content, "Name, Type". */}
          <span className="visually-hidden">{texts.speech.separator}</span>
          <span className="designer-node-type">{look.name}</span>
        </span>
      </div>
      {/* The outputs are drawn for the eye; the description above says where each leads. */}
      <ul className="designer-node-slots" style={slotsStyle} aria-hidden="true">
        {data.slots.map((slot) => {
          const output = data.outputs[slot.key];
          const label = slotLabel(slot, texts);
          return (
            <li key={slot.key} className={`designer-node-slot designer-node-slot-${slot.kind}`} style={rowStyle}>
              <span className="designer-node-slot-label" dir="auto">
                {label}
              </span>
              {output ? <SocketDot nodeId={data.id} side="output" socketKey={slot.key} payload={output.socket} emit={emit} label={label} /> : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export const ModuleNodeView = memo(ModuleNodeViewImpl);
