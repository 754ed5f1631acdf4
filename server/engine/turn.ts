import { createActor, fromPromise, waitFor, type AnyMachineSnapshot, type AnyStateMachine, type Snapshot } from 'xstate';
import type {
  AgentAnswer,
  AgentRequest,
  AiPredictRequest,
  AiPrediction,
  BotMessage,
  CodeAnswer,
  CodeRequest,
  ConversationOutput,
  DebugInfo,
  EmailRequest,
  GenerativeAnswer,
  GenerativeRequest,
  Handover,
  IntegrationAnswer,
  IntegrationRequest,
  ZapAnswer,
  ZapRequest,
} from '../../machines/flow/compile';
import type { UserInput } from '../../machines/flow/rules';
import { FastForwardClock } from './fastForwardClock';

/** The side effects a conversation needs from the server: real HTTP, the mailer, the agent queue, language detection, AI prediction, zaps, AI agents. */
export type EngineEffects = {
  integrationCall: (request: IntegrationRequest) => Promise<IntegrationAnswer>;
  sendEmail: (request: EmailRequest) => Promise<void>;
  handover: (handover: Handover) => Promise<void>;
  detectLanguage: (text: string) => Promise<string | null>;
  generativeAnswer: (request: GenerativeRequest) => Promise<GenerativeAnswer>;
  aiPredict: (request: AiPredictRequest) => Promise<AiPrediction>;
  zapierCall: (request: ZapRequest) => Promise<ZapAnswer>;
  agentReply: (request: AgentRequest) => Promise<AgentAnswer>;
  runCode: (request: CodeRequest) => Promise<CodeAnswer>;
};

export type TimedMessage = BotMessage & { elapsedMs: number };
export type TimedDebug = DebugInfo & { elapsedMs: number };

export type TurnResult = {
  /** The conversation to store: the machine's persisted snapshot after the turn. */
  snapshot: Snapshot<unknown>;
  messages: TimedMessage[];
  debug: TimedDebug[];
  /** The module the conversation waits at (null: between rounds). */
  moduleId: string | null;
  done: boolean;
  output: ConversationOutput | null;
};

/** What a turn starts from: the stored snapshot (none: from START, with these parameters), the person's message, a RESTART. */
export type TurnInput = { snapshot: Snapshot<unknown> | null; input?: UserInput; params?: Record<string, string>; restart?: boolean };

/** How long one turn may wait for side effects (the longest integration timeout is 300 s). */
export const TURN_TIMEOUT_MS = 310_000;
/** Delays jumped over in one turn at most (a flow of WAIT FOR modules in a loop). */
const MAX_DELAYS = 1000;

const activeChildren = (snapshot: AnyMachineSnapshot) =>
  Object.values(snapshot.children as Record<string, { getSnapshot: () => { status: string } } | undefined>).some((child) => child?.getSnapshot().status === 'active');

/** Where one running turn collects what the flow says and which side effects it uses. */
type TurnSink = { clock: FastForwardClock; messages: TimedMessage[]; debug: TimedDebug[]; effects: EngineEffects };

/** The sink of the turn an actor system belongs to (every turn runs its own actor system). */
const sinks = new WeakMap<object, TurnSink>();
const sinkOf = (system: object): TurnSink => {
  const sink = sinks.get(system);
  if (!sink) throw new Error('A conversation step ran outside of a turn.');
  return sink;
};

/**
 * The compiled machine with the runner's actions and actors, made once per machine: providing
 * rebuilds the whole statechart (tens of milliseconds on a flow of a thousand modules), so the
 * implementations find their turn through the actor system instead of closing over it.
 */
const provided = new WeakMap<AnyStateMachine, AnyStateMachine>();
function runnable(machine: AnyStateMachine): AnyStateMachine {
  let logic = provided.get(machine);
  if (!logic) {
    logic = machine.provide({
      actions: {
        say: ({ system }: { system: object }, message: BotMessage) => {
          const sink = sinkOf(system);
          sink.messages.push({ ...message, elapsedMs: sink.clock.elapsed });
        },
        log: ({ system }: { system: object }, info: DebugInfo) => {
          const sink = sinkOf(system);
          sink.debug.push({ ...info, elapsedMs: sink.clock.elapsed });
        },
      },
      actors: {
        integrationCall: fromPromise(({ input, system }: { input: IntegrationRequest; system: object }) => sinkOf(system).effects.integrationCall(input)),
        sendEmail: fromPromise(({ input, system }: { input: EmailRequest; system: object }) => sinkOf(system).effects.sendEmail(input)),
        handover: fromPromise(({ input, system }: { input: Handover; system: object }) => sinkOf(system).effects.handover(input)),
        detectLanguage: fromPromise(({ input, system }: { input: { text: string }; system: object }) => sinkOf(system).effects.detectLanguage(input.text)),
        generativeAnswer: fromPromise(({ input, system }: { input: GenerativeRequest; system: object }) => sinkOf(system).effects.generativeAnswer(input)),
        aiPredict: fromPromise(({ input, system }: { input: AiPredictRequest; system: object }) => sinkOf(system).effects.aiPredict(input)),
        zapierCall: fromPromise(({ input, system }: { input: ZapRequest; system: object }) => sinkOf(system).effects.zapierCall(input)),
        agentReply: fromPromise(({ input, system }: { input: AgentRequest; system: object }) => sinkOf(system).effects.agentReply(input)),
        runCode: fromPromise(({ input, system }: { input: CodeRequest; system: object }) => sinkOf(system).effects.runCode(input)),
      },
    } as never);
    provided.set(machine, logic);
  }
  return logic;
}

/**
 * One turn of a conversation: the stored snapshot (or none: a new conversation starts at
 * START), the person's message (none when the conversation just opened), then everything
 * the flow does until it waits for the person again or ends. Side effects run for real;
 * delays are jumped over and reported as elapsedMs on the messages.
 */
export async function runTurn(machine: AnyStateMachine, effects: EngineEffects, turn: TurnInput): Promise<TurnResult> {
  const clock = new FastForwardClock();
  const messages: TimedMessage[] = [];
  const debug: TimedDebug[] = [];
  const logic = runnable(machine);
  const actor = createActor(logic, {
    clock,
    ...(turn.snapshot ? { snapshot: turn.snapshot as never } : { input: { params: turn.params ?? {} } }),
  });
  sinks.set(actor.system, { clock, messages, debug, effects });
  let failure: unknown = null;
  actor.subscribe({ error: (error) => (failure = error) });
  actor.start();
  if (turn.restart) actor.send({ type: 'RESTART' });
  if (turn.input && actor.getSnapshot().status === 'active') actor.send({ type: 'USER_MESSAGE', input: turn.input });
  for (let delays = 0; ; delays += 1) {
    const settled = await waitFor(actor, (s) => s.status !== 'active' || !activeChildren(s), { timeout: TURN_TIMEOUT_MS });
    if (settled.status !== 'active' || delays >= MAX_DELAYS || !clock.advance()) break;
  }
  if (failure) throw failure;
  const snapshot = actor.getSnapshot();
  const result: TurnResult = {
    snapshot: actor.getPersistedSnapshot(),
    messages,
    debug,
    moduleId: (snapshot.context as { moduleId: string | null }).moduleId,
    done: snapshot.status === 'done',
    output: snapshot.status === 'done' ? (snapshot.output as ConversationOutput) : null,
  };
  actor.stop();
  return result;
}
