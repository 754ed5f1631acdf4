import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { compileFlow, type BotMessage, type EmailRequest, type Handover } from '../../machines/flow/compile';
import type { EffectScript, FlowPath, PathStep, StepStatus } from '../../machines/flow/paths';
import type { FlowDocument } from '../../services/contracts/flow';
import { createIntegrationCall } from '../../server/engine/integrationCall';
import { runTurn, type EngineEffects, type TurnResult } from '../../server/engine/turn';

/**
 * Replays generated flow paths (machines/flow/paths.ts) through the real engine: the
 * compiled statechart and runTurn, with real side effects pointed at local fakes. An HTTP
 * server on 127.0.0.1 answers the INTEGRATION calls (the real client, private addresses
 * allowed), a collecting mailer takes the e-mails, handovers are recorded, and language
 * detection, AI predictions, zaps and AI agents answer what the path says. Each step's script tells the fakes whether to
 * succeed; anything the engine did that the path did not predict is reported.
 */

export type LocalEffects = {
  effects: EngineEffects;
  /** The flow with every INTEGRATION module's URL pointed at the local server. */
  pointAt: (flow: FlowDocument) => FlowDocument;
  /** What the fakes answer during the next turn. */
  script: (effects: readonly EffectScript[]) => void;
  /** Calls, e-mails and handovers of the last turn; scripts nobody used. */
  drain: () => { calls: string[]; emails: EmailRequest[]; handovers: Handover[]; languages: number; unused: EffectScript[]; unexpected: string[] };
  close: () => Promise<void>;
};

export async function startLocalEffects(): Promise<LocalEffects> {
  let pending: EffectScript[] = [];
  let calls: string[] = [];
  let emails: EmailRequest[] = [];
  let handovers: Handover[] = [];
  let languages = 0;
  let unexpected: string[] = [];
  const take = <K extends EffectScript['kind']>(kind: K, moduleId?: string): Extract<EffectScript, { kind: K }> | undefined => {
    const index = pending.findIndex((e) => e.kind === kind && (moduleId === undefined || e.moduleId === moduleId));
    if (index < 0) {
      unexpected.push(`${kind}${moduleId ? ` of ${moduleId}` : ''} was not predicted`);
      return undefined;
    }
    return pending.splice(index, 1)[0] as Extract<EffectScript, { kind: K }>;
  };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const moduleId = decodeURIComponent(url.pathname.replace(/^\/integration\//, ''));
    calls.push(`${request.method} ${url.pathname}${url.search}`);
    request.resume();
    request.on('end', () => {
      const script = take('integration', moduleId);
      if (script?.ok) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(script.body));
      } else {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end('{"error":"scripted failure"}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const integrationCall = createIntegrationCall({ allowPrivateAddresses: true });
  const effects: EngineEffects = {
    integrationCall,
    sendEmail: async (request) => {
      const script = take('email', request.moduleId);
      if (!script?.ok) throw new Error('the mailer refused the e-mail (scripted)');
      emails.push(request);
    },
    handover: async (handover) => {
      const script = take('handover', handover.moduleId);
      if (!script?.ok) throw new Error('no agent queue (scripted)');
      handovers.push(handover);
    },
    detectLanguage: async () => {
      languages += 1;
      const script = take('language');
      if (!script?.ok) throw new Error('language detection failed (scripted)');
      return script.detected;
    },
    generativeAnswer: async (request) => {
      const script = take('generative', request.moduleId);
      if (!script?.ok) throw new Error('the generative connection failed (scripted)');
      return script.answer;
    },
    aiPredict: async (request) => {
      const script = take('ai', request.moduleId);
      if (!script?.ok) throw new Error('the AI connection failed (scripted)');
      return script.prediction;
    },
    zapierCall: async (request) => {
      const script = take('zapier', request.moduleId);
      if (!script?.ok) throw new Error('the zap failed (scripted)');
      return { status: 200, variables: script.variables };
    },
    agentReply: async (request) => {
      const script = take('agent', request.moduleId);
      if (!script?.ok) throw new Error('the agent failed (scripted)');
      return script.answer;
    },
    runCode: async (request) => {
      const script = take('code', request.moduleId);
      if (!script?.ok) throw new Error('the code block ran out of time (scripted)');
      return { variables: script.variables };
    },
  };
  return {
    effects,
    pointAt: (flow) => ({
      ...flow,
      modules: flow.modules.map((m) => (m.type === 'INTEGRATION' ? { ...m, settings: { ...m.settings, url: `${base}/integration/${encodeURIComponent(m.id)}` } } : m)),
    }),
    script: (next) => {
      pending = [...next];
    },
    drain: () => {
      const result = { calls, emails, handovers, languages, unused: pending, unexpected };
      calls = [];
      emails = [];
      handovers = [];
      languages = 0;
      unexpected = [];
      pending = [];
      return result;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What the conversation shows after a turn, in the terms of a path step. */
export function observed(result: TurnResult): PathStep['expect'] {
  const value = (result.snapshot as { value?: unknown }).value;
  const status: StepStatus = result.done
    ? result.output?.kind === 'handedOver'
      ? 'handedOver'
      : result.output?.kind === 'switch'
        ? 'switch'
        : 'ended'
    : value === 'idle'
      ? 'idle'
      : 'waiting';
  return { moduleId: result.moduleId, status, messages: result.messages.map(({ moduleId, messageType, content }): BotMessage => ({ moduleId, messageType, content })) };
}

/** Runs one path through compileFlow + runTurn (stored snapshot between turns, as the server keeps it) and asserts every step. */
export async function expectPathReplays(flow: FlowDocument, path: FlowPath, local: LocalEffects): Promise<void> {
  const machine = compileFlow(local.pointAt(flow), { random: () => 0 });
  let snapshot: unknown = null;
  for (const [index, step] of path.steps.entries()) {
    const where = `step ${index + 1} (${step.says})`;
    local.drain();
    local.script(step.effects);
    const result = await runTurn(machine, local.effects, {
      snapshot: snapshot as never,
      ...(step.input ? { input: step.input } : {}),
      ...(step.params ? { params: step.params } : {}),
    });
    const done = local.drain();
    expect(observed(result), where).toEqual(step.expect);
    expect(done.unexpected, `${where}: side effects the path did not predict`).toEqual([]);
    expect(done.unused, `${where}: side effects the path predicted but the engine did not run`).toEqual([]);
    expect(done.emails, `${where}: e-mails sent`).toEqual(step.effects.flatMap((e) => (e.kind === 'email' && e.ok ? [e.request] : [])));
    expect(
      done.handovers.map((h) => h.moduleId),
      `${where}: handovers`,
    ).toEqual(step.effects.flatMap((e) => (e.kind === 'handover' && e.ok ? [e.moduleId] : [])));
    expect(done.calls.length, `${where}: integration calls`).toBe(step.effects.filter((e) => e.kind === 'integration').length);
    snapshot = JSON.parse(JSON.stringify(result.snapshot));
  }
}
