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
  label: string;
};

/**
 * A socket drawn by the node itself: it registers its element with the area, which is what
 * the connection plugin listens to for dragging links. Its position is never measured: links
 * are placed from the node layout.
 */
function SocketDot({ nodeId, side, socketKey, payload, emit, label }: SocketProps) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    emit({ type: 'render', data: { type: 'socket', side, key: socketKey, nodeId, element, payload, filled: true } });
    return () => emit({ type: 'unmount', data: { element } });
  }, [nodeId, side, socketKey, payload, emit]);
  return <span ref={ref} className={`designer-socket designer-socket-${side}`} data-testid={`designer-socket-${side}`} data-slot={socketKey} aria-label={label} title={label} />;
}

/** Texts of the slots whose label is not the module's own (next, fallback, payment outcomes...). */
export type NodeTexts = Record<FixedSlotLabel, string> & { noText: string };

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

/** One module on the canvas: colour, icon, name, type and its connection slots. Renders only. */
function ModuleNodeViewImpl({ data, emit, texts }: ModuleNodeViewProps) {
  const { module, look } = data;
  const input = data.inputs[INPUT_SLOT];
  const style = { width: data.width, height: data.height, '--module-colour': look.colour } as CSSProperties;
  return (
    <div
      className={`designer-node${data.selected ? ' is-selected' : ''}`}
      style={style}
      data-testid="designer-node"
      data-module-id={module.id}
      data-module-type={module.type}
      aria-selected={Boolean(data.selected)}
    >
      <div className="designer-node-header" style={headerStyle}>
        {input ? <SocketDot nodeId={data.id} side="input" socketKey={INPUT_SLOT} payload={input.socket} emit={emit} label={module.name} /> : null}
        <span className="designer-node-icon" aria-hidden="true">
          {look.icon}
        </span>
        <span className="designer-node-titles">
          <span className="designer-node-name" dir="auto">
            {module.name}
          </span>
          <span className="designer-node-type">{look.name}</span>
        </span>
      </div>
      <ul className="designer-node-slots" style={slotsStyle}>
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
