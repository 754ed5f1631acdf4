import type { FlowConnection, FlowDocument, FlowModule } from '../../services/contracts/flow';
import { MAX_HOPS, type BotMessage } from './compile';
import { nextOf } from './connections';
import { compilerOf, moduleMessages, moduleTransitions } from './modules/index';
import { parameterKey, type UserInput } from './parameters';
import type { EffectScript, PathDraft, PathReply, PathWalkKit, ReplyKit, ReplyOutcome, ReplySamples, StepStatus } from './pathRules';
import { conditionValues } from './pathSamples';
import type { FlowTransition, TransitionKit } from './transitions';

/**
 * Generated paths through a designed flow (QA): from START, the fewest person messages to
 * every module that can be reached, and paths that together take every transition the
 * engine can take (connections, options, keyword groups, logic branches, valid and
 * invalid replies with their fallback count, side effects that succeed or fail). Each step
 * says what the person sends, what the side effects answer, and what the conversation
 * then shows: the messages, the module it is at and whether it waits, ended, was handed
 * over or switched. The expectations come from the flow document and the engine's rules
 * (rules.ts); replaying the steps through compileFlow + runTurn checks the engine.
 */

export type { EffectScript, StepStatus } from './pathRules';
export { integrationAnswer } from './modules/integration';

export type PathStep = {
  /** null: the person opens the conversation. */
  input: UserInput | null;
  /** Parameters the conversation is opened with (first step only). */
  params?: Record<string, string>;
  /** The step in words: 'opens the conversation', 'presses “Shipping”', ... */
  says: string;
  effects: EffectScript[];
  expect: {
    /** The module the conversation is at afterwards (the runner's moduleId). */
    moduleId: string | null;
    status: StepStatus;
    messages: BotMessage[];
  };
  /** Modules entered during the step, in order. */
  entered: string[];
  taken: string[];
};

export type FlowPath = { steps: PathStep[]; covers: string[] };

export type Uncovered = { id: string; label: string; reason: string };

export type FlowPaths = {
  paths: FlowPath[];
  transitions: FlowTransition[];
  /** Shortest way to each reached module: the path and the step (0-based) that enters it. */
  reach: Record<string, { path: number; step: number }>;
  coverage: { modules: { reached: number; total: number }; transitions: { taken: number; total: number } };
  uncovered: { modules: Uncovered[]; transitions: Uncovered[] };
  /** INPUT modules whose valid or invalid reply could not be generated, and why. */
  notes: string[];
  /** The search stopped at its state limit before everything was explored. */
  truncated: boolean;
};

export type PathOptions = { maxStates?: number };

export type { FlowTransition, TransitionKind } from './transitions';

const first = () => 0;
const IDLE_TEXT = 'hello';
const MAX_OUTCOMES = 256;

/** Every transition the compiled statechart has, per module (each type lists its own, modules/<type>.ts), plus the connections it never follows. */
export function transitionsOf(flow: FlowDocument): FlowTransition[] {
  const ids = new Set(flow.modules.map((m) => m.id));
  const exists = (id: string | null | undefined) => (id && ids.has(id) ? id : null);
  const out: FlowTransition[] = [];
  for (const module of flow.modules) {
    const own: FlowTransition[] = [];
    const used = new Set<FlowConnection>();
    let fallbackUsed = false;
    const add: TransitionKit['add'] = (key, kind, label, to, via, never) => {
      if (via === 'fallback') fallbackUsed = true;
      else if (via) used.add(via);
      own.push({ id: `${module.id}>${key}`, moduleId: module.id, kind, label, to, ...(never ? { never } : {}) });
    };
    const nextConnection = module.connections.find(
      (c) => c.id === nextOf(module) && c.optionID === undefined && c.cardID === undefined && c.buttonID === undefined && c.intent === undefined && c.groupIndex === undefined,
    );
    const fallback = exists(module.fallback);
    const kit: TransitionKit = {
      add,
      onward: (key, kind, label) =>
        nextConnection ? add(key, kind, label, nextConnection.id, nextConnection) : add(key, kind, label, fallback, fallback ? 'fallback' : undefined),
      fallBack: (key, kind, label) => (fallback ? add(key, kind, label, fallback, 'fallback') : add(key, kind, label, nextConnection?.id ?? null, nextConnection)),
      has: (id) => ids.has(id),
      next: nextConnection,
      fallback,
      notRun(notRunning) {
        const why = `${notRunning.type} modules do not run in this version of the engine`;
        kit.fallBack('notRun', 'notRun', `${why}: ${fallback ? 'fallback' : 'next connection'}`);
        for (const connection of notRunning.connections) {
          if (used.has(connection) || connection === nextConnection) continue;
          const what = connection.intent ? `intent ${connection.intent}` : connection.optionID ? `output ${connection.optionID}` : 'connection';
          add(
            `${connection.intent ? `intent:${connection.intent}` : `out:${connection.optionID ?? connection.id}`}`,
            'unused',
            `${what} → ${connection.id}`,
            connection.id,
            connection,
            why,
          );
        }
      },
    };
    moduleTransitions(module, kit);
    for (const connection of module.connections) {
      if (used.has(connection) || own.some((t) => t.kind === 'unused' && t.to === connection.id)) continue;
      add(
        `connection:${connection.id}`,
        'unused',
        `connection → ${connection.id}`,
        connection.id,
        connection,
        `the engine never follows this connection of a ${module.type} module (no option, condition or output of the module leads there)`,
      );
    }
    if (module.fallback && !fallbackUsed && !compilerOf(module).noFallback) {
      add(
        'fallback',
        'unused',
        `fallback → ${module.fallback}`,
        exists(module.fallback),
        undefined,
        fallback ? `a ${module.type} module with a next connection never uses its fallback` : 'the fallback module does not exist',
      );
    }
    out.push(...own);
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// The walk: the flow's semantics as compile.ts builds them, on plain data. What a module does
// when entered, which replies a waiting one is tried with and what a reply does there are its
// type's path rules (modules/<type>.ts, through the registry); this walk is the same for all.

type Stop = { status: StepStatus; moduleId: string | null };
type Draft = PathDraft;
type Outcome = Draft & { stop: Stop };

type Node = {
  key: string;
  stop: Stop;
  params: Record<string, string>;
  attempts: number;
  parent: Node | null;
  step: PathStep | null;
  depth: number;
};

export function generateFlowPaths(flow: FlowDocument, options: PathOptions = {}): FlowPaths {
  const maxStates = options.maxStates ?? 5000;
  // Each module's settings are typed by its type's contract; its type's rules (modules/<type>.ts) read them.
  const typed = flow.modules;
  const modules = new Map(typed.map((m) => [m.id, m]));
  const start = typed.find((m) => m.type === 'START');
  if (!start) throw new Error('A flow has exactly one START module.');
  const transitions = transitionsOf(flow);
  const byId = new Map(transitions.map((t) => [t.id, t]));
  const tid = (module: FlowModule, key: string) => `${module.id}>${key}`;

  // Parameters that steer the flow (the conditions modules test): they make two conversations differ.
  const conditionsOf = (module: FlowModule) => compilerOf(module).conditions?.(module) ?? [];
  const conditions = typed.flatMap(conditionsOf);
  const steering = new Set<string>();
  for (const c of conditions) {
    const ref = c.ifCondition.trim();
    if (ref.startsWith('#')) steering.add(parameterKey(ref));
    else for (const m of ref.matchAll(/#([A-Za-z_][A-Za-z0-9_]*)/g)) steering.add(m[1]!);
  }
  const valuesFor = (key: string) => (steering.has(key) ? conditionValues(conditions, key) : []);
  // Parameters no module sets: a path may open the conversation with them.
  const setByFlow = new Set<string>(['LASTMESSAGETYPE', 'LASTMESSAGEVALUE']);
  for (const m of typed) for (const key of compilerOf(m).setsParameters?.(m) ?? []) setByFlow.add(key);

  // The samples of the modules that have them (INPUT), computed once per module when first needed.
  const samples = new Map<string, ReplySamples>();
  const samplesOf = (module: FlowModule): ReplySamples | null => {
    const rule = compilerOf(module).samples;
    if (!rule) return null;
    let found = samples.get(module.id);
    if (!found) {
      found = rule(module);
      samples.set(module.id, found);
    }
    return found;
  };
  const replyKit = (module: FlowModule, params: Record<string, string>): ReplyKit => ({
    params,
    has: (id) => modules.has(id),
    valuesFor,
    samples: () => samplesOf(module),
  });

  /** Runs from a module until the conversation waits or ends; side effects branch into their outcomes. */
  function continueFrom(at: string | null, draft: Draft, budget = { left: MAX_OUTCOMES }): Outcome[] {
    const outcomes: Outcome[] = [];
    const walk = (target: string | null, d: Draft): void => {
      if (budget.left <= 0) return;
      const module = target ? modules.get(target) : undefined;
      if (!module) {
        budget.left -= 1;
        outcomes.push({ ...d, stop: { status: 'idle', moduleId: d.moduleId } });
        return;
      }
      const entered: Draft = { ...d, hops: d.hops + 1, moduleId: module.id, entered: [...d.entered, module.id] };
      const stop = (status: StepStatus, from: Draft = entered, key?: string) => {
        budget.left -= 1;
        outcomes.push({ ...from, ...(key ? { taken: [...from.taken, tid(module, key)] } : {}), stop: { status, moduleId: module.id } });
      };
      const fallback = module.fallback && modules.has(module.fallback) ? module.fallback : null;
      const next = nextOf(module);
      const kit: PathWalkKit = {
        entered,
        next,
        onward: next ?? fallback,
        fallBack: fallback ?? next,
        go: (key, to, from = entered) => walk(to, { ...from, taken: [...from.taken, tid(module, key)] }),
        stop,
        looping(from = entered) {
          if (from.hops <= MAX_HOPS) return false;
          stop('idle', from);
          return true;
        },
        said: () => ({ ...entered, messages: [...entered.messages, ...moduleMessages(module, entered.params, first)] }),
        answered: (effect, params) => ({ ...entered, ...(params ? { params: { ...entered.params, ...params } } : {}), effects: [...entered.effects, effect] }),
        valuesFor,
        notRun() {
          if (!kit.looping()) kit.go('notRun', kit.fallBack);
        },
      };
      compilerOf(module).walk(module, kit);
    };
    walk(at, draft);
    return outcomes;
  }

  /** What a path tries at a waiting point. */
  function candidatesAt(node: Node): PathReply[] {
    const lastValues = (exclude: string[]) =>
      valuesFor('LASTMESSAGEVALUE')
        .filter((v) => !exclude.includes(v))
        .map((v) => ({ input: { text: v, messageType: 'TEXT' }, says: `writes “${v}” (a logic condition tests it)` }));
    if (node.stop.status === 'idle') return [{ input: { text: IDLE_TEXT, messageType: 'TEXT' }, says: `writes “${IDLE_TEXT}” (starts over at START)` }, ...lastValues([IDLE_TEXT])];
    const module = node.stop.moduleId ? modules.get(node.stop.moduleId) : undefined;
    if (!module || node.stop.status !== 'waiting') return [];
    // A module of a type that waits says which replies to try (modules/<type>.ts).
    return compilerOf(module).replies?.(module, replyKit(module, node.params)) ?? [];
  }

  /** The outcomes of one message at a waiting point. */
  function reply(node: Node, input: UserInput): Array<Outcome & { attempts: number }> {
    const params = { ...node.params, LASTMESSAGETYPE: input.messageType, LASTMESSAGEVALUE: input.text };
    const base: Draft = { params, hops: 0, moduleId: node.stop.moduleId, messages: [], entered: [], taken: [], effects: [] };
    const fresh = (outcomes: Outcome[]) => outcomes.map((o) => ({ ...o, attempts: 0 }));
    if (node.stop.status === 'idle') return fresh(continueFrom(start!.id, base));
    const module = modules.get(node.stop.moduleId!)!;
    const outcome: ReplyOutcome = compilerOf(module).reply?.(module, input, replyKit(module, params)) ?? { valid: false, said: [] };
    if ('stays' in outcome) return [{ ...base, messages: outcome.said, effects: outcome.effects, taken: [tid(module, outcome.key)], stop: node.stop, attempts: node.attempts }];
    if (outcome.valid) {
      const kept = { ...params, ...outcome.params, ...(outcome.param ? { [parameterKey(outcome.param)]: outcome.value } : {}) };
      return fresh(continueFrom(outcome.to, { ...base, params: kept, effects: outcome.effects ?? [], taken: outcome.key ? [tid(module, outcome.key)] : [] }));
    }
    // Invalid: the fallback once the count is used up, else asked again (what the module says then is its type's).
    const fallback = module.fallback && modules.has(module.fallback) ? module.fallback : null;
    if (fallback && node.attempts + 1 > (module.fallbackCount ?? 0)) return fresh(continueFrom(fallback, { ...base, taken: [tid(module, 'invalidFallback')] }));
    // Without a fallback the count changes nothing: the conversation is where it was.
    return [{ ...base, messages: outcome.said, taken: [tid(module, 'invalidAgain')], stop: node.stop, attempts: fallback ? node.attempts + 1 : 0 }];
  }

  // Only the parameters a condition still ahead of the conversation reads make two states differ
  // (a long chain of choices would otherwise multiply the states).
  const ahead = new Map<string, string[]>();
  const readsOf = (module: FlowModule) =>
    conditionsOf(module).flatMap((c) =>
      c.ifCondition.trim().startsWith('#') ? [parameterKey(c.ifCondition)] : [...c.ifCondition.matchAll(/#([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]!),
    );
  const edges = new Map<string, string[]>();
  for (const t of transitions) if (!t.never) edges.set(t.moduleId, [...(edges.get(t.moduleId) ?? []), t.to === null ? start.id : t.to]);
  const steeringAhead = (from: string | null): string[] => {
    const origin = from ?? start.id;
    const known = ahead.get(origin);
    if (known) return known;
    const seenModules = new Set<string>([origin]);
    const stack = [origin];
    const reads = new Set<string>();
    while (stack.length) {
      const id = stack.pop()!;
      const module = modules.get(id);
      if (module) for (const key of readsOf(module)) reads.add(key);
      for (const to of edges.get(id) ?? [])
        if (modules.has(to) && !seenModules.has(to)) {
          seenModules.add(to);
          stack.push(to);
        }
    }
    const sorted = [...reads].sort();
    ahead.set(origin, sorted);
    return sorted;
  };
  const keyOf = (stop: Stop, params: Record<string, string>, attempts: number) =>
    JSON.stringify([stop.status, stop.moduleId, attempts, steeringAhead(stop.status === 'idle' ? null : stop.moduleId).map((k) => [k, params[k] ?? null])]);

  // Breadth first: the first time a module or transition shows up is on a shortest path.
  const seen = new Set<string>();
  const queue: Node[] = [];
  const firstEnter = new Map<string, { node: Node; step: PathStep }>();
  const firstTake = new Map<string, { node: Node; step: PathStep }>();
  const root: Node = { key: 'root', stop: { status: 'idle', moduleId: null }, params: {}, attempts: 0, parent: null, step: null, depth: 0 };
  let truncated = false;

  const record = (parent: Node, outcome: Outcome & { attempts: number }, input: UserInput | null, says: string, params?: Record<string, string>) => {
    const step: PathStep = {
      input,
      ...(params && Object.keys(params).length ? { params } : {}),
      says,
      effects: outcome.effects,
      expect: { moduleId: outcome.stop.moduleId, status: outcome.stop.status, messages: outcome.messages },
      entered: outcome.entered,
      taken: outcome.taken,
    };
    for (const id of outcome.entered) if (!firstEnter.has(id)) firstEnter.set(id, { node: parent, step });
    for (const id of outcome.taken) if (!firstTake.has(id)) firstTake.set(id, { node: parent, step });
    const key = keyOf(outcome.stop, outcome.params, outcome.attempts);
    if (seen.has(key) || outcome.stop.status === 'ended' || outcome.stop.status === 'handedOver' || outcome.stop.status === 'switch') return;
    if (seen.size >= maxStates) {
      truncated = true;
      return;
    }
    seen.add(key);
    queue.push({ key, stop: outcome.stop, params: outcome.params, attempts: outcome.attempts, parent, step, depth: parent.depth + 1 });
  };

  const openings: Array<Record<string, string>> = [{}];
  for (const key of steering) if (!setByFlow.has(key)) for (const value of valuesFor(key)) openings.push({ [key]: value });
  for (const params of openings) {
    const outcomes = continueFrom(start.id, { params: { ...params }, hops: 0, moduleId: null, messages: [], entered: [], taken: [], effects: [] });
    const says = Object.keys(params).length
      ? `opens the conversation with ${Object.entries(params)
          .map(([k, v]) => `#${k}=“${v}”`)
          .join(', ')}`
      : 'opens the conversation';
    for (const outcome of outcomes) record(root, { ...outcome, attempts: 0 }, null, says, params);
  }
  for (let i = 0; i < queue.length; i += 1) {
    const node = queue[i]!;
    for (const candidate of candidatesAt(node)) for (const outcome of reply(node, candidate.input)) record(node, outcome, candidate.input, candidate.says);
  }

  // Paths: one per first entry and first take; those that are the start of another are dropped.
  const stepsTo = (node: Node): PathStep[] => {
    const steps: PathStep[] = [];
    for (let n: Node | null = node; n && n.step; n = n.parent) steps.unshift(n.step);
    return steps;
  };
  const candidates = new Map<PathStep, { steps: PathStep[]; covers: string[] }>();
  const addCandidate = (hit: { node: Node; step: PathStep }, label: string) => {
    const existing = candidates.get(hit.step);
    if (existing) existing.covers.push(label);
    else candidates.set(hit.step, { steps: [...stepsTo(hit.node), hit.step], covers: [label] });
  };
  for (const [id, hit] of firstEnter) addCandidate(hit, `reaches ${modules.get(id)?.name ?? id} (${id})`);
  for (const [id, hit] of firstTake) addCandidate(hit, `takes ${describe(byId.get(id), modules) ?? id}`);
  const all = [...candidates.values()];
  const prefixOf = (a: PathStep[], b: PathStep[]) => a.length < b.length && a.every((s, i) => b[i] === s);
  const kept = all.filter((p) => !all.some((q) => q !== p && prefixOf(p.steps, q.steps)));
  for (const p of all) {
    if (kept.includes(p)) continue;
    const into = kept.find((q) => prefixOf(p.steps, q.steps))!;
    into.covers.push(...p.covers);
  }
  const paths: FlowPath[] = kept.map((p) => ({ steps: p.steps, covers: [...new Set(p.covers)] }));

  const reach: FlowPaths['reach'] = {};
  for (const [id, hit] of firstEnter) {
    const index = paths.findIndex((p) => p.steps.includes(hit.step));
    reach[id] = { path: index, step: paths[index]!.steps.indexOf(hit.step) };
  }

  // What is not covered, and why.
  const uncoveredTransitions: Uncovered[] = transitions.filter((t) => !firstTake.has(t.id)).map((t) => ({ id: t.id, label: describe(t, modules)!, reason: t.never ?? whyNot(t) }));
  function whyNot(t: FlowTransition): string {
    const module = modules.get(t.moduleId)!;
    if (!firstEnter.has(module.id)) return `its module ${module.name} is never reached`;
    if (truncated) return `the search stopped after ${maxStates} conversation states`;
    const found = samplesOf(module);
    if (found) {
      const { valid, invalid } = found;
      if (t.kind === 'valid' && !valid.ok) return valid.reason;
      if ((t.kind === 'invalidAgain' || t.kind === 'invalidFallback') && !invalid.ok) return invalid.reason;
    }
    if (t.kind === 'condition') return 'no generated reply or parameter makes the condition hold where the module runs (an earlier condition may always win)';
    if (t.kind === 'otherwise') return 'a condition always holds where the module runs';
    if (t.kind === 'keyword') return 'an option or an earlier keyword group always matches this keyword first';
    if (t.kind === 'invalidAgain') return 'the fallback count is 0: the first invalid reply already takes the fallback';
    return 'no generated reply leads here';
  }
  const uncoveredModules: Uncovered[] = flow.modules
    .filter((m) => !firstEnter.has(m.id))
    .map((m) => {
      const incoming = transitions.filter((t) => t.to === m.id && t.moduleId !== m.id);
      const reasons = incoming.map(
        (t) => `${describe(t, modules)}: ${t.never ?? (firstEnter.has(t.moduleId) ? whyNot(t) : `${modules.get(t.moduleId)?.name ?? t.moduleId} is never reached`)}`,
      );
      return { id: m.id, label: `${m.name} (${m.type})`, reason: reasons.length ? `reached only by ${reasons.join('; ')}` : 'nothing leads to it' };
    });
  const notes: string[] = [];
  for (const [id, found] of samples) {
    const module = modules.get(id)!;
    if (!found.valid.ok) notes.push(`${module.name} (${id}): ${found.valid.reason}`);
    else if (found.valid.sample.source.startsWith('generated')) notes.push(`${module.name} (${id}): valid reply “${found.valid.sample.input.text}” ${found.valid.sample.source}`);
    if (!found.invalid.ok) notes.push(`${module.name} (${id}): ${found.invalid.reason}`);
  }
  return {
    paths,
    transitions,
    reach,
    coverage: { modules: { reached: firstEnter.size, total: flow.modules.length }, transitions: { taken: firstTake.size, total: transitions.length } },
    uncovered: { modules: uncoveredModules, transitions: uncoveredTransitions },
    notes,
    truncated,
  };
}

function describe(t: FlowTransition | undefined, modules: Map<string, FlowModule>): string | undefined {
  if (!t) return undefined;
  const from = modules.get(t.moduleId)?.name ?? t.moduleId;
  const to = t.to === null ? 'waits (the next message starts over)' : t.to === 'handedOver' ? 'handed over' : (modules.get(t.to)?.name ?? t.to);
  return `${from}: ${t.label} → ${to}`;
}

export { describe as describeTransition };

// ---------------------------------------------------------------------------------------
// Readable output (npm run paths -- --assistant ...).

/** A bot message as one line: its text, with buttons, cards or rows. */
export function shownMessage(message: BotMessage): string {
  const c = message.content as {
    text?: string;
    link?: string;
    buttons?: Array<{ text: string }>;
    cards?: Array<{ title: string; buttons: Array<{ text: string }> }>;
    rows?: Array<{ title: string }>;
    body?: string;
  };
  if (message.messageType === 'CARD')
    return `cards: ${(c.cards ?? []).map((card) => `${card.title}${card.buttons.length ? ` [${card.buttons.map((b) => b.text).join(' | ')}]` : ''}`).join('; ')}`;
  if (message.messageType === 'LIST') return `${c.body ?? ''} (list: ${(c.rows ?? []).map((r) => r.title).join(' | ')})`;
  const buttons = c.buttons?.length ? ` [${c.buttons.map((b) => b.text).join(' | ')}]` : '';
  return `${c.text ?? `${message.messageType} ${c.link ?? ''}`.trim()}${buttons}`;
}

/** What a step needs from the side effects, in words. */
export function effectNeed(effect: EffectScript): string {
  switch (effect.kind) {
    case 'integration':
      return effect.ok
        ? `the integration call of ${effect.moduleId} answers 200 ${JSON.stringify(effect.body)}`
        : `the integration call of ${effect.moduleId} fails (e.g. HTTP 500)`;
    case 'email':
      return effect.ok
        ? `the mailer accepts “${effect.request.subject}” to ${[...effect.request.to, ...effect.request.cc].join(', ') || '(nobody)'}`
        : `the mailer refuses the e-mail of ${effect.moduleId}`;
    case 'handover':
      return effect.ok ? `the agent queue takes the handover of ${effect.moduleId}` : `the handover of ${effect.moduleId} fails`;
    case 'language':
      return effect.ok ? `language detection answers ${effect.detected ?? 'nothing'}` : 'language detection fails';
    case 'generative':
      return effect.ok ? `the generative answer of ${effect.moduleId} is ${JSON.stringify(effect.answer)}` : `the generative answer of ${effect.moduleId} fails`;
    case 'ai':
      return effect.ok
        ? `the AI connection of ${effect.moduleId} predicts ${effect.prediction.intent ?? 'no intent'} (score ${effect.prediction.score})`
        : `the AI connection of ${effect.moduleId} fails`;
    case 'zapier':
      return effect.ok ? `the zap of ${effect.moduleId} answers 200 ${JSON.stringify(effect.body)}` : `the zap of ${effect.moduleId} fails (e.g. HTTP 500)`;
    case 'agent':
      return effect.ok
        ? effect.answer.kind === 'exit'
          ? `the agent of ${effect.moduleId} calls ${effect.answer.functionName}`
          : `the agent of ${effect.moduleId} replies “${effect.answer.text}”`
        : `the agent of ${effect.moduleId} fails`;
    case 'code':
      return effect.ok ? `the code block of ${effect.moduleId} runs` : `the code block of ${effect.moduleId} fails (e.g. it runs out of time)`;
  }
}

const STATUS_WORDS: Record<StepStatus, string> = {
  waiting: 'waits at',
  idle: 'waits for the next message (it starts over at START); last module',
  ended: 'ended at',
  handedOver: 'handed over at',
  switch: 'switches to another assistant at',
};

/** The paths and the coverage figures as text. */
export function describeFlowPaths(flow: FlowDocument, result: FlowPaths, title: string): string {
  const names = new Map(flow.modules.map((m) => [m.id, m.name]));
  const name = (id: string | null) => (id ? `${names.get(id) ?? id} (${id})` : '-');
  const { modules, transitions } = result.coverage;
  const lines: string[] = [
    `${title}: ${result.paths.length} paths`,
    `coverage: modules ${modules.reached}/${modules.total}, transitions ${transitions.taken}/${transitions.total}${result.truncated ? ' (search stopped at its state limit)' : ''}`,
  ];
  const needs = new Set(result.paths.flatMap((p) => p.steps.flatMap((s) => s.effects.map((e) => e.kind))));
  if (needs.size) lines.push(`side effects the paths need: ${[...needs].join(', ')} (the written test answers them with local fakes)`);
  result.paths.forEach((path, index) => {
    lines.push('', `Path ${index + 1}: ${path.covers.join('; ')}`);
    path.steps.forEach((step, i) => {
      lines.push(`  ${i + 1}. ${step.says}`);
      for (const effect of step.effects) lines.push(`       needs: ${effectNeed(effect)}`);
      for (const message of step.expect.messages) lines.push(`       bot: ${shownMessage(message)}`);
      lines.push(`       then: ${STATUS_WORDS[step.expect.status]} ${name(step.expect.moduleId)}`);
    });
  });
  if (result.uncovered.modules.length || result.uncovered.transitions.length) {
    lines.push('', 'Not covered:');
    for (const m of result.uncovered.modules) lines.push(`  module ${m.label}: ${m.reason}`);
    for (const t of result.uncovered.transitions) lines.push(`  transition ${t.label}: ${t.reason}`);
  }
  if (result.notes.length) lines.push('', 'Input samples:', ...result.notes.map((n) => `  ${n}`));
  return lines.join('\n');
}
