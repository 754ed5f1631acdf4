import type { Plugin } from 'vite';

type Node = { type: string; start: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** The identifier a call chain starts from: `z` for z.object({...}).strict(). */
function chainRoot(node: Node): Node {
  let current = node;
  for (;;) {
    if (current.type === 'CallExpression' && isNode(current['callee'])) current = current['callee'];
    else if (current.type === 'MemberExpression' && isNode(current['object'])) current = current['object'];
    else return current;
  }
}

/** Where a call chain rooted at `z` starts, outermost calls only (a pure call's arguments go with it). */
function schemaCalls(node: unknown, found: number[]): number[] {
  if (Array.isArray(node)) node.forEach((child) => schemaCalls(child, found));
  else if (isNode(node)) {
    const root = node.type === 'CallExpression' ? chainRoot(node) : null;
    if (root && root.type === 'Identifier' && root['name'] === 'z') found.push(node.start);
    else for (const [key, child] of Object.entries(node)) if (key !== 'type' && typeof child === 'object') schemaCalls(child, found);
  }
  return found;
}

/**
 * Marks the zod schema builders of the shared contracts (z.object(...).strict(), z.string()...)
 * as pure for the builds of the embeddable scripts: building a schema has no side effect, so
 * the contracts' schemas a script never uses are left out. Rolldown's manualPureFunctions would
 * match any function named `z` (Preact's minified source has one), hence the calls themselves
 * are annotated, in the contracts' modules only.
 */
export function pureSchemas(): Plugin {
  return {
    name: 'pure-schemas',
    transform: {
      order: 'post',
      handler(code, id) {
        if (!/\/services\/contracts\/.*\.ts$/.test(id)) return null;
        const starts = schemaCalls(this.parse(code), []).sort((a, b) => b - a);
        if (!starts.length) return null;
        let annotated = code;
        for (const start of starts) annotated = `${annotated.slice(0, start)}/* @__PURE__ */ ${annotated.slice(start)}`;
        return { code: annotated, map: null };
      },
    },
  };
}
