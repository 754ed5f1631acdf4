import { describe, expect, it } from 'vitest';
import { outputSlots, slotOf, FALLBACK_SLOT } from '../../machines/designer/slots';
import type { FlowDocument, FlowModule } from '../../services/contracts/flow';
import { starterFlow } from '../../server/bots/flowBuilder';
import { TEMPLATE_LIBRARY } from '../../server/bots/templates/library';
import { demoAiFlow } from '../../server/conversations/demoAiConversations';
import { linkPath, nodeHeight, socketOffset, NODE_WIDTH, type Point, type Rect } from '../../ui/designer/canvas/nodeLayout';

// The flows the console writes itself (the demo's, a new assistant's, the templates') are the
// first ones people open in the designer: no link of theirs may run across another module.

const boxOf = (module: FlowModule): Rect => ({ x: module.position.x, y: module.position.y, width: NODE_WIDTH, height: nodeHeight(outputSlots(module).length) });

/** Points along a link as the canvas draws it (curvy: one cubic Bézier from output socket to input socket). */
function pointsAlong(start: Point, end: Point): Point[] {
  const numbers = (linkPath(start, end, 'curvy') ?? '').match(/-?\d+(\.\d+)?/g)!.map(Number);
  const [x0, y0, x1, y1, x2, y2, x3, y3] = numbers as [number, number, number, number, number, number, number, number];
  return Array.from({ length: 41 }, (_, i) => {
    const t = i / 40;
    const u = 1 - t;
    return { x: u * u * u * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x3, y: u * u * u * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y3 };
  });
}

const inside = (point: Point, box: Rect) => point.x > box.x && point.x < box.x + box.width && point.y > box.y && point.y < box.y + box.height;

/** Each drawn link that crosses a module other than its two ends, as "from → to crosses other". */
function crossings(flow: FlowDocument): string[] {
  const byId = new Map(flow.modules.map((module) => [module.id, module]));
  const found: string[] = [];
  for (const module of flow.modules) {
    const slots = outputSlots(module);
    const links = [
      ...module.connections.map((connection) => ({ slot: slotOf(module, connection, slots), to: connection.id })),
      ...(module.fallback ? [{ slot: FALLBACK_SLOT, to: module.fallback }] : []),
    ];
    for (const { slot, to } of links) {
      const target = byId.get(to);
      const index = slots.findIndex((s) => s.key === slot);
      if (!target || index < 0 || target.id === module.id) continue;
      const out = socketOffset('output', index);
      const into = socketOffset('input', 0);
      const path = pointsAlong({ x: module.position.x + out.x, y: module.position.y + out.y }, { x: target.position.x + into.x, y: target.position.y + into.y });
      for (const other of flow.modules) {
        if (other.id === module.id || other.id === target.id) continue;
        if (path.some((point) => inside(point, boxOf(other)))) found.push(`${module.name} → ${target.name} crosses ${other.name}`);
      }
    }
  }
  return found;
}

describe('the flows the console writes itself', () => {
  it('the AI demo assistant: no link crosses a module', () => {
    expect(crossings(demoAiFlow('connection-1', 'block-1'))).toEqual([]);
  });

  it('a new assistant: no link crosses a module', () => {
    expect(crossings(starterFlow())).toEqual([]);
  });

  it.each(TEMPLATE_LIBRARY.map((template) => [template.name, template.flow] as const))('the %s template: no link crosses a module', (_name, flow) => {
    expect(crossings(flow)).toEqual([]);
  });
});
