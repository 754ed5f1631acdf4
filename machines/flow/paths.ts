import type { FlowConnection, FlowDocument, FlowModule } from '../../services/contracts/flow';
import { MAX_HOPS, messagesOf, type BotMessage, type EmailRequest } from './compile';
import { conditionsOf, conditionValues, invalidSample, validSample, type SampleResult } from './pathSamples';
import { keywordGroupsOf as typedKeywordGroups, type KeywordGroup } from './connections';
import { moduleTransitions } from './modules/index';
import { routesOf as languageRoutes } from './modules/language';
import { choicesOf as selectionChoices, type Choice } from './modules/selection';
import { typedModuleOf } from './modules/typedModule';
import type { FlowTransition, TransitionKit } from './transitions';
import { checkInput, chosenConnection, chosenText, conditionHolds, keywordConnection, nextOf, optionTarget, parameterKey, substitute, type UserInput } from './rules';

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

/** What a side effect answers during a step (the replay's local fakes follow it). */
export type EffectScript =
  | { kind: 'integration'; moduleId: string; ok: true; body: Record<string, unknown>; variables: Record<string, string> }
  | { kind: 'integration'; moduleId: string; ok: false }
  | { kind: 'email'; moduleId: string; ok: true; request: EmailRequest }
  | { kind: 'email'; moduleId: string; ok: false }
  | { kind: 'handover'; moduleId: string; ok: boolean }
  | { kind: 'language'; moduleId: string; ok: true; detected: string | null }
  | { kind: 'language'; moduleId: string; ok: false };

export type StepStatus = 'waiting' | 'idle' | 'ended' | 'handedOver' | 'switch';

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

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const first = () => 0;
const IDLE_TEXT = 'hello';
const NO_MATCH_TEXTS = ['something else', 'zzz', '?', '42'];
const MAX_OUTCOMES = 256;

/** A choice a SELECTION offers (modules/selection.ts); none for other types. */
function choicesOf(module: FlowModule): Choice[] {
  const typed = typedModuleOf(module);
  return typed.type === 'SELECTION' ? selectionChoices(typed) : [];
}

const keywordGroupsOf = (module: FlowModule): KeywordGroup[] => typedKeywordGroups(typedModuleOf(module));

/** The routes of a LANGUAGE module that have a language (modules/language.ts); none for other types. */
function routesOf(module: FlowModule): Array<{ id: string; languageId: string }> {
  const typed = typedModuleOf(module);
  return typed.type === 'LANGUAGE' ? languageRoutes(typed) : [];
}

/** Every transition the compiled statechart has, per module (each type lists its own, modules/<type>.ts), plus the connections it never follows. */
export function transitionsOf(flow: FlowDocument): FlowTransition[] {
  const ids = new Set(flow.modules.map((m) => m.id));
  const exists = (id: string | null | undefined) => (id && ids.has(id) ? id : null);
  const out: FlowTransition[] = [];
  for (const stored of flow.modules) {
    const module = typedModuleOf(stored);
    const own: FlowTransition[] = [];
    const used = new Set<FlowConnection>();
    let fallbackUsed = false;
    const add: TransitionKit['add'] = (key, kind, label, to, via, never) => {
      if (via === 'fallback') fallbackUsed = true;
      else if (via) used.add(via);
      own.push({ id: `${module.id}>${key}`, moduleId: module.id, kind, label, to, ...(never ? { never } : {}) });
    };
    const nextConnection = module.connections.find((c) => c.id === nextOf(module) && c.optionID === undefined && c.cardID === undefined && c.buttonID === undefined && c.intent === undefined && c.groupIndex === undefined);
    const fallback = exists(module.fallback);
    const kit: TransitionKit = {
      add,
      onward: (key, kind, label) => (nextConnection ? add(key, kind, label, nextConnection.id, nextConnection) : add(key, kind, label, fallback, fallback ? 'fallback' : undefined)),
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
          add(`${connection.intent ? `intent:${connection.intent}` : `out:${connection.optionID ?? connection.id}`}`, 'unused', `${what} → ${connection.id}`, connection.id, connection, why);
        }
      },
    };
    moduleTransitions(module, kit);
    for (const connection of module.connections) {
      if (used.has(connection) || own.some((t) => t.kind === 'unused' && t.to === connection.id)) continue;
      add(`connection:${connection.id}`, 'unused', `connection → ${connection.id}`, connection.id, connection, `the engine never follows this connection of a ${module.type} module (no option, condition or output of the module leads there)`);
    }
    if (module.fallback && !fallbackUsed && !['START', 'END', 'SWITCH'].includes(module.type)) {
      add('fallback', 'unused', `fallback → ${module.fallback}`, exists(module.fallback), undefined, fallback ? `a ${module.type} module with a next connection never uses its fallback` : 'the fallback module does not exist');
    }
    out.push(...own);
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// The walk: the flow's semantics as compile.ts builds them, on plain data.

type Stop = { status: StepStatus; moduleId: string | null };
type Draft = { params: Record<string, string>; hops: number; moduleId: string | null; messages: BotMessage[]; entered: string[]; taken: string[]; effects: EffectScript[] };
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

/** Sample values of an integration's response variables: the body the local fake answers and the variables the engine keeps. */
export function integrationAnswer(settings: Record<string, unknown>, override: Record<string, string> = {}): { body: Record<string, unknown>; variables: Record<string, string> } {
  const mapping = (settings['variables'] ?? {}) as Record<string, unknown>;
  const body: Record<string, unknown> = {};
  const mapped: Record<string, string> = {};
  for (const [rawName, path] of Object.entries(mapping)) {
    if (typeof path !== 'string') continue;
    const name = rawName.replace(/^#/, '');
    const parts = path.split('.').filter(Boolean);
    if (parts[0]?.toLowerCase() === 'response') parts.shift();
    if (!parts.length) continue;
    const value = override[name] ?? `${name} value`;
    let at: Record<string, unknown> = body;
    let clash = false;
    for (const part of parts.slice(0, -1)) {
      if (at[part] === undefined) at[part] = {};
      if (typeof at[part] !== 'object' || at[part] === null) {
        clash = true;
        break;
      }
      at = at[part] as Record<string, unknown>;
    }
    const leaf = parts.at(-1)!;
    if (clash || (at[leaf] !== undefined && typeof at[leaf] === 'object')) continue;
    at[leaf] = value;
    mapped[name] = value;
  }
  if (settings['responseFormat'] === 'xml') return { body, variables: {} };
  const variables: Record<string, string> = {};
  if (settings['responseReceiveOption'] !== 'manually') {
    for (const [key, value] of Object.entries(body)) if (typeof value !== 'object') variables[key] = String(value);
  }
  // Mapped names are read back from the body the same way the engine does.
  for (const [name, value] of Object.entries(mapped)) variables[name] = value;
  return { body, variables };
}

const splitAddresses = (value: string) =>
  value
    .split(/[;,]/)
    .map((a) => a.trim())
    .filter(Boolean);

export function generateFlowPaths(flow: FlowDocument, options: PathOptions = {}): FlowPaths {
  const maxStates = options.maxStates ?? 5000;
  const modules = new Map(flow.modules.map((m) => [m.id, m]));
  const start = flow.modules.find((m) => m.type === 'START');
  if (!start) throw new Error('A flow has exactly one START module.');
  const transitions = transitionsOf(flow);
  const byId = new Map(transitions.map((t) => [t.id, t]));
  const tid = (module: FlowModule, key: string) => `${module.id}>${key}`;

  // Parameters that steer the flow (LOGIC conditions): they make two conversations differ.
  const conditions = flow.modules.filter((m) => m.type === 'LOGIC' && m.settings['logicTab'] !== 'PERSONALIZED').flatMap(conditionsOf);
  const steering = new Set<string>();
  for (const c of conditions) {
    const ref = c.ifCondition.trim();
    if (ref.startsWith('#')) steering.add(parameterKey(ref));
    else for (const m of ref.matchAll(/#([A-Za-z_][A-Za-z0-9_]*)/g)) steering.add(m[1]!);
  }
  const valuesFor = (key: string) => (steering.has(key) ? conditionValues(conditions, key) : []);
  // Parameters no module sets: a path may open the conversation with them.
  const setByFlow = new Set<string>(['LASTMESSAGETYPE', 'LASTMESSAGEVALUE']);
  for (const m of flow.modules) {
    if (m.type === 'INPUT' && text(m.settings['param'])) setByFlow.add(parameterKey(text(m.settings['param'])));
    if (m.type === 'SELECTION' && text(m.settings['inputParam'])) setByFlow.add(parameterKey(text(m.settings['inputParam'])));
    if (m.type === 'INTEGRATION') for (const name of Object.keys((m.settings['variables'] ?? {}) as object)) setByFlow.add(name.replace(/^#/, ''));
  }

  const samples = new Map<string, { valid: SampleResult; invalid: SampleResult }>();
  const samplesOf = (module: FlowModule) => {
    let found = samples.get(module.id);
    if (!found) {
      found = { valid: validSample(module.settings), invalid: invalidSample(module.settings) };
      samples.set(module.id, found);
    }
    return found;
  };

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
      const go = (key: string, to: string | null, next: Draft = entered) => walk(to, { ...next, taken: [...next.taken, tid(module, key)] });
      const looping = () => {
        if (entered.hops <= MAX_HOPS) return false;
        budget.left -= 1;
        outcomes.push({ ...entered, stop: { status: 'idle', moduleId: module.id } });
        return true;
      };
      const s = module.settings;
      const fallback = module.fallback && modules.has(module.fallback) ? module.fallback : null;
      const next = nextOf(module);
      const onward = next ?? fallback;
      const fallBackTo = fallback ?? next;
      const stopWith = (status: StepStatus, extra: Partial<Draft> = {}) => {
        budget.left -= 1;
        outcomes.push({ ...entered, ...extra, stop: { status, moduleId: module.id } });
      };
      switch (module.type) {
        case 'END':
          return stopWith('ended');
        case 'SWITCH':
          return stopWith('switch');
        case 'SELECTION':
        case 'INPUT':
          return stopWith('waiting', { messages: [...entered.messages, ...messagesOf(module, entered.params, first)] });
        case 'START':
        case 'THIRDPARTY':
          if ((module.type === 'START' || !(Number(s['timeToWait']) > 0)) && looping()) return;
          return go('next', onward);
        case 'MESSAGE': {
          const said = { ...entered, messages: [...entered.messages, ...messagesOf(module, entered.params, first)] };
          if (said.hops > MAX_HOPS) {
            budget.left -= 1;
            outcomes.push({ ...said, stop: { status: 'idle', moduleId: module.id } });
            return;
          }
          return go('next', onward, said);
        }
        case 'LOGIC': {
          if (looping()) return;
          if (s['logicTab'] === 'PERSONALIZED') return go('personalized', fallBackTo);
          const holding = conditionsOf(module).find((c) => conditionHolds(c, entered.params));
          if (holding) return go(`condition:${holding.id}`, optionTarget(module, holding.id) ?? holding.conditionAction ?? null);
          return go('otherwise', onward);
        }
        case 'INTEGRATION': {
          const overrides = [{}, ...Object.keys((s['variables'] ?? {}) as object).flatMap((raw) => valuesFor(raw.replace(/^#/, '')).map((v) => ({ [raw.replace(/^#/, '')]: v })))];
          for (const override of overrides) {
            const answer = integrationAnswer(s, override);
            const effect: EffectScript = { kind: 'integration', moduleId: module.id, ok: true, ...answer };
            go('ok', next, { ...entered, params: { ...entered.params, ...answer.variables }, effects: [...entered.effects, effect] });
          }
          return go('failed', fallBackTo, { ...entered, effects: [...entered.effects, { kind: 'integration', moduleId: module.id, ok: false }] });
        }
        case 'EMAIL': {
          const request: EmailRequest = {
            moduleId: module.id,
            to: splitAddresses(substitute(text(s['emailTo']), entered.params)),
            cc: splitAddresses(substitute(text(s['emailCc']), entered.params)),
            subject: substitute(text(s['emailSubject']), entered.params),
            html: substitute(text(s['emailTemplate']), entered.params),
          };
          go('ok', onward, { ...entered, effects: [...entered.effects, { kind: 'email', moduleId: module.id, ok: true, request }] });
          return go('failed', fallBackTo, { ...entered, effects: [...entered.effects, { kind: 'email', moduleId: module.id, ok: false }] });
        }
        case 'HANDOVER': {
          stopWith('handedOver', { effects: [...entered.effects, { kind: 'handover', moduleId: module.id, ok: true }], taken: [...entered.taken, tid(module, 'ok')] });
          return go('failed', fallBackTo, { ...entered, effects: [...entered.effects, { kind: 'handover', moduleId: module.id, ok: false }] });
        }
        case 'LANGUAGE': {
          for (const route of routesOf(module)) {
            go(`route:${route.id}`, optionTarget(module, route.id), { ...entered, effects: [...entered.effects, { kind: 'language', moduleId: module.id, ok: true, detected: route.languageId }] });
          }
          go('noRoute', fallBackTo, { ...entered, effects: [...entered.effects, { kind: 'language', moduleId: module.id, ok: true, detected: null }] });
          return go('failed', fallBackTo, { ...entered, effects: [...entered.effects, { kind: 'language', moduleId: module.id, ok: false }] });
        }
        default:
          if (looping()) return;
          return go('notRun', fallBackTo);
      }
    };
    walk(at, draft);
    return outcomes;
  }

  type Candidate = { input: UserInput; says: string };
  /** What a path tries at a waiting point. */
  function candidatesAt(node: Node): Candidate[] {
    const lastValues = (exclude: string[]) => valuesFor('LASTMESSAGEVALUE').filter((v) => !exclude.includes(v)).map((v) => ({ input: { text: v, messageType: 'TEXT' }, says: `writes “${v}” (a logic condition tests it)` }));
    if (node.stop.status === 'idle') return [{ input: { text: IDLE_TEXT, messageType: 'TEXT' }, says: `writes “${IDLE_TEXT}” (starts over at START)` }, ...lastValues([IDLE_TEXT])];
    const module = node.stop.moduleId ? modules.get(node.stop.moduleId) : undefined;
    if (!module || node.stop.status !== 'waiting') return [];
    if (module.type === 'SELECTION') {
      const out: Candidate[] = choicesOf(module).map((c) => ({ input: c.input, says: c.says }));
      for (const group of keywordGroupsOf(module)) out.push({ input: { text: group.keyword, messageType: 'TEXT' }, says: `writes “${group.keyword}” (keyword group ${group.index + 1})` });
      const miss = NO_MATCH_TEXTS.find((t) => !chosenConnection(module, { text: t, messageType: 'TEXT' }));
      if (miss) out.push({ input: { text: miss, messageType: 'TEXT' }, says: `writes “${miss}” (matches no option)` });
      return out;
    }
    const { valid, invalid } = samplesOf(module);
    const out: Candidate[] = [];
    if (valid.ok) out.push({ input: valid.sample.input, says: `${valid.sample.input.messageType === 'TEXT' ? 'writes' : 'sends'} “${valid.sample.input.text}” (valid: ${valid.sample.source})` });
    const param = parameterKey(text(module.settings['param']));
    for (const value of [...(param ? valuesFor(param) : []), ...valuesFor('LASTMESSAGEVALUE')]) {
      const input = { text: value, messageType: 'TEXT' };
      if (checkInput(module.settings, input).valid && !out.some((c) => c.input.text === value)) out.push({ input, says: `writes “${value}” (valid; a logic condition tests it)` });
    }
    if (invalid.ok) out.push({ input: invalid.sample.input, says: `${invalid.sample.input.messageType === 'TEXT' ? 'writes' : 'sends'} “${invalid.sample.input.text}” (invalid: ${invalid.sample.source})` });
    return out;
  }

  /** The outcomes of one message at a waiting point. */
  function reply(node: Node, input: UserInput): Array<Outcome & { attempts: number }> {
    const params = { ...node.params, LASTMESSAGETYPE: input.messageType, LASTMESSAGEVALUE: input.text };
    const base: Draft = { params, hops: 0, moduleId: node.stop.moduleId, messages: [], entered: [], taken: [], effects: [] };
    const fresh = (outcomes: Outcome[]) => outcomes.map((o) => ({ ...o, attempts: 0 }));
    if (node.stop.status === 'idle') return fresh(continueFrom(start!.id, base));
    const module = modules.get(node.stop.moduleId!)!;
    const keep = (key: string, value: string) => (key ? { ...params, [parameterKey(key)]: value } : params);
    if (module.type === 'SELECTION') {
      const chosen = chosenConnection(module, input);
      if (chosen && modules.has(chosen.id)) {
        const option = choicesOf(module).find((c) => c.connection === chosen);
        const group = option ? null : keywordGroupsOf(module).find((g) => keywordConnection({ ...module, settings: { keywordsGroups: [list(module.settings['keywordsGroups'])[g.index]] } }, input));
        const key = option ? option.transitionId : group ? tid(module, `keyword:${group.index}`) : null;
        const taken = key ? [key] : [];
        return fresh(continueFrom(chosen.id, { ...base, params: keep(text(module.settings['inputParam']), chosenText(module, input)), taken }));
      }
    } else if (checkInput(module.settings, input).valid) {
      return fresh(continueFrom(nextOf(module), { ...base, params: keep(text(module.settings['param']), input.text.trim()), taken: [tid(module, 'valid')] }));
    }
    // Invalid: the fallback once the count is used up, else asked again (the error message, or the question repeated).
    const fallback = module.fallback && modules.has(module.fallback) ? module.fallback : null;
    if (fallback && node.attempts + 1 > (module.fallbackCount ?? 0)) return fresh(continueFrom(fallback, { ...base, taken: [tid(module, 'invalidFallback')] }));
    const errorText = text(module.settings['errorMessage']);
    const messages: BotMessage[] = errorText ? [{ moduleId: module.id, messageType: 'TEXT', content: { text: substitute(errorText, params) } }] : [];
    // A selection shows its choices again; an input without an error message asks its question again.
    if (module.type === 'SELECTION' || !errorText) messages.push(...messagesOf(module, params, first));
    // Without a fallback the count changes nothing: the conversation is where it was.
    return [{ ...base, messages, taken: [tid(module, 'invalidAgain')], stop: node.stop, attempts: fallback ? node.attempts + 1 : 0 }];
  }

  // Only the parameters a condition still ahead of the conversation reads make two states differ
  // (a long chain of choices would otherwise multiply the states).
  const ahead = new Map<string, string[]>();
  const readsOf = (module: FlowModule) =>
    module.type === 'LOGIC' && module.settings['logicTab'] !== 'PERSONALIZED'
      ? conditionsOf(module).flatMap((c) => (c.ifCondition.trim().startsWith('#') ? [parameterKey(c.ifCondition)] : [...c.ifCondition.matchAll(/#([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]!)))
      : [];
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
      for (const to of edges.get(id) ?? []) if (modules.has(to) && !seenModules.has(to)) {
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
    const says = Object.keys(params).length ? `opens the conversation with ${Object.entries(params).map(([k, v]) => `#${k}=“${v}”`).join(', ')}` : 'opens the conversation';
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
  const uncoveredTransitions: Uncovered[] = transitions
    .filter((t) => !firstTake.has(t.id))
    .map((t) => ({ id: t.id, label: describe(t, modules)!, reason: t.never ?? whyNot(t) }));
  function whyNot(t: FlowTransition): string {
    const module = modules.get(t.moduleId)!;
    if (!firstEnter.has(module.id)) return `its module ${module.name} is never reached`;
    if (truncated) return `the search stopped after ${maxStates} conversation states`;
    if (module.type === 'INPUT') {
      const { valid, invalid } = samplesOf(module);
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
      const reasons = incoming.map((t) => `${describe(t, modules)}: ${t.never ?? (firstEnter.has(t.moduleId) ? whyNot(t) : `${modules.get(t.moduleId)?.name ?? t.moduleId} is never reached`)}`);
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
  const c = message.content as { text?: string; link?: string; buttons?: Array<{ text: string }>; cards?: Array<{ title: string; buttons: Array<{ text: string }> }>; rows?: Array<{ title: string }>; body?: string };
  if (message.messageType === 'CARD') return `cards: ${(c.cards ?? []).map((card) => `${card.title}${card.buttons.length ? ` [${card.buttons.map((b) => b.text).join(' | ')}]` : ''}`).join('; ')}`;
  if (message.messageType === 'LIST') return `${c.body ?? ''} (list: ${(c.rows ?? []).map((r) => r.title).join(' | ')})`;
  const buttons = c.buttons?.length ? ` [${c.buttons.map((b) => b.text).join(' | ')}]` : '';
  return `${c.text ?? `${message.messageType} ${c.link ?? ''}`.trim()}${buttons}`;
}

/** What a step needs from the side effects, in words. */
export function effectNeed(effect: EffectScript): string {
  switch (effect.kind) {
    case 'integration':
      return effect.ok ? `the integration call of ${effect.moduleId} answers 200 ${JSON.stringify(effect.body)}` : `the integration call of ${effect.moduleId} fails (e.g. HTTP 500)`;
    case 'email':
      return effect.ok ? `the mailer accepts “${effect.request.subject}” to ${[...effect.request.to, ...effect.request.cc].join(', ') || '(nobody)'}` : `the mailer refuses the e-mail of ${effect.moduleId}`;
    case 'handover':
      return effect.ok ? `the agent queue takes the handover of ${effect.moduleId}` : `the handover of ${effect.moduleId} fails`;
    case 'language':
      return effect.ok ? `language detection answers ${effect.detected ?? 'nothing'}` : 'language detection fails';
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
