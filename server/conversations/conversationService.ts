import { randomUUID } from 'node:crypto';
import type { Snapshot } from 'xstate';
import type { ConversationOutput, DebugInfo } from '../../machines/flow/compile';
import type { UserInput } from '../../machines/flow/rules';
import type { ChatMessage } from '../../services/contracts/conversations';
import { channelColumns, channelRow, type ChannelRow } from '../channels/channelStore';
import type { Clock } from '../clock';
import type { Db } from '../db/connect';
import type { AppConfig } from '../config';
import { companyAgentModel } from '../engine/agentReply';
import { createEngineEffects, type EffectsDeps } from '../engine/effects';
import type { GenerativeServiceFor } from '../providers/ai/provider';
import { designerProviders } from '../designerData/providers';
import type { TurnResult } from '../engine/turn';
import type { VersionTurn } from '../engine/versionRunner';
import type { Mailer } from '../mail/mailer';
import { createMachineCache, type RunnableVersion } from './machineCache';
import { handedToOf, type HandedTo, type HandoverDesk } from './handoverDesk';
import { insertClientMessage } from './messageStore';
import { storeTurn, type ClientMessage, type TurnParts } from './turnStore';
import { groupedTurnWrites } from './turnWrites';
import { groupedCalls } from '../db/groupedCalls';
import { createTurnQueue } from './turnQueue';
import { isUuid } from '../companies/access';

/** Who writes on a channel; name, surname, phone and e-mail fill the reserved #NAME, #SURNAME, #PHONE and #EMAIL. */
export type ClientInfo = { clientId?: string; name?: string; surname?: string; phone?: string; email?: string };

/** What one turn answered: the assistant's messages (never debug entries) and where the conversation stands. */
export type TurnOutcome = {
  conversationId: string;
  messages: ChatMessage[];
  ended: boolean;
  handedOver: boolean;
  /** Who the HANDOVER this turn reached gave the conversation to, when it reached one. */
  handedTo?: HandedTo;
  /** A message to an ended conversation opened this new one. */
  opened: boolean;
};

export class ConversationNotFound extends Error {}
/** Another server process stored a turn of this conversation first. */
export class TurnConflict extends Error {}

export const conversationMessages = {
  notFound: 'Conversation not found.',
  conflict: 'The conversation changed meanwhile. Send the message again.',
} as const;

/** How a conversation opens: the web chat's client token, the person's first message, the test chat's draft. */
/** `providerMessageId`: the channel provider's id of the first message (kept with it, so a restart can tell whether it was stored). */
export type OpenOptions = { clientTokenHash?: string; firstMessage?: UserInput; providerMessageId?: string; draft?: boolean };

/**
 * Tries a person's message (or a RESTART) gets when other server instances store turns of the same
 * conversation meanwhile; each try runs on the newest stored turn.
 */
export const TURN_TRIES = 8;

/** Assistants switched to in one turn at most (a SWITCH loop between two assistants stops here). */
export const MAX_SWITCHES = 10;

export type ConversationServiceDeps = {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  config: AppConfig;
  fetch?: typeof fetch;
  /** The generative service of an AI connection (the GENERATIVE module). */
  generativeServiceFor?: GenerativeServiceFor;
  /** Where handed-over conversations go besides the console's own agent queue (the customer-service suite). */
  handoverDesk?: HandoverDesk;
  /** The stored flow size from which a version runs on the flow thread (see createMachineCache). */
  flowThreadFrom?: number;
};

type ConversationRecord = {
  id: string;
  company_id: string;
  channel_id: string;
  channel_type: string;
  bot_id: string | null;
  version_id: string | null;
  client_id: string;
  client_info: unknown;
  snapshot: unknown;
  turn: number;
  end_date: Date | null;
  is_handed_over: boolean;
  draft: boolean;
};

const paramsOf = (snapshot: Snapshot<unknown>): Record<string, string> => (snapshot as { context?: { params?: Record<string, string> } }).context?.params ?? {};

/** The reserved parameters a conversation starts with. */
export function startParams(channel: Pick<ChannelRow, 'integrationType'>, client: ClientInfo): Record<string, string> {
  return {
    PLATFORM: channel.integrationType,
    ...(client.name ? { NAME: client.name } : {}),
    ...(client.surname ? { SURNAME: client.surname } : {}),
    ...(client.phone ? { PHONE: client.phone } : {}),
    ...(client.email ? { EMAIL: client.email } : {}),
  };
}

/**
 * Runs conversations over the engine: runs a turn with real side effects, follows SWITCH to
 * other assistants of the company, and stores what the person sent, the assistant's messages
 * and the new snapshot in one checked write (grouped with the other turns waiting for the
 * database); a failed turn still keeps what the person sent.
 */
export function createConversationService(deps: ConversationServiceDeps) {
  const { db, clock } = deps;
  const machines = createMachineCache(undefined, deps.flowThreadFrom === undefined ? {} : { flowThreadFrom: deps.flowThreadFrom });
  const queue = createTurnQueue();
  const providers = designerProviders(deps);
  const effectsDeps: EffectsDeps = {
    db,
    clock,
    config: deps.config,
    mailer: deps.mailer,
    zapier: providers.zapier,
    agents: providers.agents,
    agentModelFor: companyAgentModel(deps),
    allowPrivateAddresses: deps.config.engineAllowPrivateAddresses ?? deps.config.devMode,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    ...(deps.generativeServiceFor ? { generativeServiceFor: deps.generativeServiceFor } : {}),
  };

  const writeTurn = groupedTurnWrites(db);
  /** A stored conversation; the loads waiting for the database go together in one query. */
  const load = groupedCalls(async (ids: string[]): Promise<Array<ConversationRecord | undefined>> => {
    const rows = (await db
      .selectFrom('conversations')
      .select(['id', 'company_id', 'channel_id', 'channel_type', 'bot_id', 'version_id', 'client_id', 'client_info', 'snapshot', 'turn', 'end_date', 'is_handed_over', 'draft'])
      .where('id', 'in', [...new Set(ids)])
      .execute()) as ConversationRecord[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id));
  });

  /** The assistant a SWITCH names, if it is a live assistant of the same company. */
  async function switchTarget(companyId: string, target: { botId: string; version: string }): Promise<RunnableVersion | null> {
    if (!isUuid(target.botId)) return null;
    const bot = await db.selectFrom('bots').select('id').where('id', '=', target.botId).where('company_id', '=', companyId).where('archived_at', 'is', null).executeTakeFirst();
    if (!bot) return null;
    try {
      return await machines.load(db, bot.id, target.version);
    } catch {
      return null;
    }
  }

  /** One turn of a version, then every SWITCH it ends in, with messages and logs tagged by version. */
  async function runWithSwitches(conversation: { id: string; companyId: string; draft: boolean }, version: RunnableVersion, turn: VersionTurn, now: Date) {
    const parts: TurnParts = { messages: [], debug: [] };
    let current = version;
    let offset = 0;
    const take = (result: TurnResult, v: RunnableVersion) => {
      for (const m of result.messages) parts.messages.push({ ...m, elapsedMs: m.elapsedMs + offset, botId: v.botId, versionId: v.versionId });
      for (const d of result.debug) parts.debug.push({ ...d, elapsedMs: d.elapsedMs + offset, botId: v.botId, versionId: v.versionId });
      offset = Math.max(offset, ...result.messages.map((m) => m.elapsedMs + offset), ...result.debug.map((d) => d.elapsedMs + offset));
    };
    const effects = (v: RunnableVersion) =>
      createEngineEffects(effectsDeps, { conversationId: conversation.id, companyId: conversation.companyId, versionId: v.versionId, now, draft: conversation.draft });
    let result = await current.runner.run(effects(current), turn);
    take(result, current);
    for (let switches = 0; result.output?.kind === 'switch' && switches < MAX_SWITCHES; switches += 1) {
      const output = result.output;
      const params = paramsOf(result.snapshot);
      const target = await switchTarget(conversation.companyId, output.target);
      if (target) {
        current = target;
        result = await current.runner.run(effects(current), { snapshot: null, params });
      } else {
        // Another company's assistant (or none): say why in the log and go on at the SWITCH's fallback.
        const info: DebugInfo = {
          moduleId: output.moduleId,
          moduleType: 'SWITCH',
          text: `the assistant ${output.target.botId || '(none)'} is not an assistant of this company; ${current.outline.fallbacks[output.moduleId] ? 'following the fallback' : 'the conversation waits for the next message'}`,
        };
        parts.debug.push({ ...info, elapsedMs: offset, botId: current.botId, versionId: current.versionId });
        result = await current.runner.run(effects(current), { snapshot: null, params }, { fallbackOf: output.moduleId });
      }
      take(result, current);
    }
    return { result, parts, version: current };
  }

  /** Runs one turn of a stored conversation and stores it; the caller holds the conversation's queue. */
  async function turnOf(record: ConversationRecord, turn: { input?: UserInput; restart?: boolean; clientMessage?: ClientMessage }): Promise<TurnOutcome> {
    const now = clock.now();
    const params = startParams({ integrationType: record.channel_type }, (record.client_info ?? {}) as ClientInfo);
    const version = await machines.load(db, record.bot_id ?? '', record.version_id);
    const snapshot = (record.snapshot ?? null) as Snapshot<unknown> | null;
    const engineTurn = snapshot
      ? { snapshot, ...(turn.input ? { input: turn.input } : {}), ...(turn.restart ? { restart: true } : {}) }
      : { snapshot: null, params, ...(turn.input ? { input: turn.input } : {}) };
    const { result, parts, version: finalVersion } = await runWithSwitches({ id: record.id, companyId: record.company_id, draft: record.draft }, version, engineTurn, now);
    const handover = result.output?.kind === 'handedOver' ? result.output.handover : undefined;
    const desk = deps.handoverDesk;
    let deskTook = false;
    const stored = await storeTurn(db, writeTurn, {
      clientMessage: turn.clientMessage,
      ...(handover && desk
        ? {
            within: async (tx) => {
              deskTook = await desk.handedOver(tx, record.id, handover, now);
            },
          }
        : {}),
      conversation: { id: record.id, companyId: record.company_id, channelId: record.channel_id, turn: record.turn },
      now,
      result,
      parts,
      version: finalVersion,
      publicUrl: deps.config.publicUrl,
    });
    if (!stored) throw new TurnConflict(conversationMessages.conflict);
    const output: ConversationOutput | null = result.output;
    const handedTo = handover ? { handedTo: handedToOf(handover.mode, deskTook) } : {};
    return { conversationId: record.id, messages: stored.messages, ended: output?.kind === 'ended', handedOver: output?.kind === 'handedOver', ...handedTo, opened: false };
  }

  /**
   * A new conversation row (and the person's first message, when there is one); nothing is
   * written when the assistant cannot run. It runs the assistant's published version (or the
   * version the channel is pinned to); `draft` (the test chat) runs the newest saved one.
   */
  async function open(channel: ChannelRow, client: ClientInfo, options: OpenOptions = {}): Promise<string> {
    const draft = options.draft === true;
    const version = await machines.load(db, channel.botId ?? '', draft ? null : channel.versionId, { draft });
    const now = clock.now();
    const clientId = client.clientId ?? randomUUID();
    const known = client.clientId
      ? await db.selectFrom('conversations').select('id').where('channel_id', '=', channel.id).where('client_id', '=', clientId).limit(1).executeTakeFirst()
      : undefined;
    const info = {
      ...(client.name ? { name: client.name } : {}),
      ...(client.surname ? { surname: client.surname } : {}),
      ...(client.phone ? { phone: client.phone } : {}),
      ...(client.email ? { email: client.email } : {}),
    };
    const conversationId = await db.transaction().execute(async (tx) => {
      const row = await tx
        .insertInto('conversations')
        .values({
          company_id: channel.companyId,
          channel_id: channel.id,
          channel_type: channel.integrationType,
          bot_id: version.botId,
          version_id: version.versionId,
          client_id: clientId,
          client_info: JSON.stringify(info),
          client_token_hash: options.clientTokenHash ?? null,
          snapshot: null,
          start_date: now,
          last_message_date: options.firstMessage ? now : null,
          is_new_client: !known,
          draft,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (options.firstMessage)
        await insertClientMessage(tx, { conversationId: row.id, companyId: channel.companyId, message: options.firstMessage, now, providerMessageId: options.providerMessageId });
      return row.id;
    });
    return conversationId;
  }

  /**
   * Runs a turn in this process's queue of the conversation. When another instance stored a turn of
   * the same conversation first, it runs again on what that one stored: turns of one conversation
   * follow each other across instances. `last` is true on the try that is not repeated.
   */
  function inTurn<T>(conversationId: string, task: (last: boolean) => Promise<T>): Promise<T> {
    return queue.run(conversationId, async () => {
      for (let tries = 1; ; tries += 1) {
        try {
          return await task(tries === TURN_TRIES);
        } catch (error) {
          if (!(error instanceof TurnConflict) || tries === TURN_TRIES) throw error;
        }
      }
    });
  }

  /** The first turn of an opened conversation: the flow from START until it waits for the person. */
  function firstTurn(conversationId: string): Promise<TurnOutcome> {
    return queue.run(conversationId, async () => {
      const record = await load(conversationId);
      if (!record) throw new ConversationNotFound(conversationMessages.notFound);
      return turnOf(record, {});
    });
  }

  async function channelOf(record: ConversationRecord): Promise<ChannelRow> {
    const row = await db.selectFrom('channels').select(channelColumns).where('id', '=', record.channel_id).executeTakeFirst();
    if (!row || row.status !== 'ACTIVE') throw new ConversationNotFound(conversationMessages.notFound);
    return channelRow(row, deps.config.secretKey);
  }

  /** An ended conversation's client writes again: a new conversation on the same channel for the same client. */
  async function reopen(record: ConversationRecord, options: Pick<OpenOptions, 'clientTokenHash' | 'firstMessage' | 'providerMessageId'>): Promise<TurnOutcome> {
    const channel = await channelOf(record);
    const info = (record.client_info ?? {}) as { name?: string; surname?: string; phone?: string; email?: string };
    // A test chat of the draft goes on with the draft (its newest saved version now).
    const conversationId = await open(channel, { clientId: record.client_id, ...info }, { ...options, draft: record.draft });
    return { ...(await turnOf((await load(conversationId))!, {})), opened: true };
  }

  return {
    /** Opens a conversation on a channel and runs its first turn. */
    async start(channel: ChannelRow, client: ClientInfo, options: OpenOptions = {}): Promise<TurnOutcome> {
      return firstTurn(await open(channel, client, options));
    },
    /** Opens a conversation without running it yet (the webhook answers first, then runs `firstTurn`). */
    open,
    firstTurn,
    /**
     * The person's message and the turn it starts, stored together. Handed over: stored, no answer.
     * Ended: a new conversation for the same client (its client token hash given here).
     */
    message(conversationId: string, input: UserInput, options: { nextClientTokenHash?: string; providerMessageId?: string } = {}): Promise<TurnOutcome> {
      return inTurn(conversationId, async (last) => {
        const record = await load(conversationId);
        if (!record) throw new ConversationNotFound(conversationMessages.notFound);
        const { providerMessageId } = options;
        if (record.end_date)
          return reopen(record, { ...(options.nextClientTokenHash ? { clientTokenHash: options.nextClientTokenHash } : {}), firstMessage: input, providerMessageId });
        const now = clock.now();
        if (record.is_handed_over) {
          // Stored, and forwarded to the desk that holds the conversation, in one transaction; the assistant does not answer.
          await db.transaction().execute(async (tx) => {
            const messageId = await insertClientMessage(tx, { conversationId: record.id, companyId: record.company_id, message: input, now, providerMessageId });
            await tx.updateTable('conversations').set({ last_message_date: now }).where('id', '=', record.id).execute();
            await deps.handoverDesk?.forwarded(tx, record.id, messageId, now);
          });
          return { conversationId: record.id, messages: [], ended: false, handedOver: true, opened: false };
        }
        try {
          // What the person sent is stored with the turn it starts, in the same write.
          return await turnOf(record, { input, clientMessage: { message: input, providerMessageId } });
        } catch (error) {
          // Another instance stored a turn first: this one runs again on it, with the person's message.
          if (error instanceof TurnConflict && !last) throw error;
          // The turn failed: what the person sent is kept all the same.
          await insertClientMessage(db, { conversationId: record.id, companyId: record.company_id, message: input, now, providerMessageId });
          throw error;
        }
      });
    },
    /** RESTART: the flow again from START with the parameters kept; an ended conversation opens a new one. */
    restart(conversationId: string, options: { nextClientTokenHash?: string } = {}): Promise<TurnOutcome> {
      return inTurn(conversationId, async () => {
        const record = await load(conversationId);
        if (!record) throw new ConversationNotFound(conversationMessages.notFound);
        if (record.end_date) return reopen(record, options.nextClientTokenHash ? { clientTokenHash: options.nextClientTokenHash } : {});
        if (record.is_handed_over) return { conversationId: record.id, messages: [], ended: false, handedOver: true, opened: false };
        return turnOf(record, { restart: true });
      });
    },
    /** Resolves when no turn is running (tests; a graceful stop). */
    idle: () => queue.idle(),
  };
}
export type ConversationService = ReturnType<typeof createConversationService>;
