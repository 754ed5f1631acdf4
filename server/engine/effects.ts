import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { EmailRequest, Handover } from '../../machines/flow/compile';
import type { Db } from '../db/connect';
import type { Mailer } from '../mail/mailer';
import type { GenerativeServiceFor } from '../providers/ai/provider';
import { createGenerativeAnswer } from './generativeAnswer';
import type { AgentsProvider } from '../providers/agents/provider';
import type { AiAdapterDeps } from '../providers/ai/index';
import type { ZapierProvider } from '../providers/zapier/provider';
import { createAgentReply, type AgentModelFor } from './agentReply';
import { createAiPredict } from './aiPredict';
import { createIntegrationCall } from './integrationCall';
import { unsealSecrets } from '../companySecrets/secretStore';
import { createZapierCall } from './zapierCall';
import { sharedCodeRunner, type CodeRunner } from '../codeStation/codeRunner';
import { codeBlockRunRecorder } from '../codeStation/codeBlockRuns';
import { createRunCode } from './runCode';
import type { EngineEffects } from './turn';

/** Shortest text whose language is worth guessing (shorter answers null). */
export const MIN_LANGUAGE_LETTERS = 3;

type Eld = { detect: (text: string) => { language: string; isReliable: () => boolean } };
let detector: Promise<Eld> | undefined;
/** The detector's tables are large: loaded on the first LANGUAGE module, not at start. */
const loadDetector = () => (detector ??= import('eld/small').then((module) => module.eld as Eld));

/** The ISO 639-1 code of a text's language, or null when the text is too short or the guess unreliable. */
export async function detectLanguage(text: string): Promise<string | null> {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters < MIN_LANGUAGE_LETTERS) return null;
  const result = (await loadDetector()).detect(text);
  return result.language && result.isReliable() ? result.language : null;
}

/** A plain-text version of an e-mail module's HTML body (for mail clients without HTML). */
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/h[1-6]|\/li|\/tr)\b[^>]*>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '- ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export class EmailEffectError extends Error {}

/** The EMAIL module: one mail per recipient (to and cc), HTML with a text version; no recipient is a failure (the module falls back). */
export function emailSender(mailer: Mailer) {
  return async (request: EmailRequest): Promise<void> => {
    const recipients = [...new Set([...request.to, ...request.cc])];
    if (!recipients.length) throw new EmailEffectError('The e-mail module has no recipient.');
    const text = htmlToText(request.html);
    for (const to of recipients) await mailer.send({ to, subject: request.subject || '(no subject)', html: request.html, text });
  };
}

/** One entry of a conversation's history list (spec 01 section 3: historyList). */
export type HistoryEntry = { _id: string; isAgent: boolean; departmentID: string | null; forwardDate: string; versionID: string | null; moduleID: string };

/** The conversation a turn runs for: what a handover records and where, and the company whose connections it may use. */
export type TurnScope = {
  conversationId: string;
  companyId: string;
  versionId: string | null;
  now: Date;
  /** A conversation of the designer's test chat (the draft), not a live one of a published version. */
  draft?: boolean;
};

/**
 * HANDOVER: the conversation is marked handed over (internal mode: into the company's agent
 * queue with its department) and the forward is added to its history list.
 */
export async function recordHandover(db: Db, scope: TurnScope, handover: Handover): Promise<void> {
  const internal = handover.mode === 'internal';
  const entry: HistoryEntry = {
    _id: randomUUID(),
    isAgent: false,
    departmentID: handover.departmentID ?? null,
    forwardDate: scope.now.toISOString(),
    versionID: scope.versionId,
    moduleID: handover.moduleId,
  };
  await db
    .updateTable('conversations')
    .set({
      is_handed_over: true,
      forward_date: scope.now,
      ...(internal ? { is_internal_handed_over: true, department_id: handover.departmentID ?? null } : {}),
      history_list: sql`history_list || ${JSON.stringify([entry])}::jsonb`,
    })
    .where('id', '=', scope.conversationId)
    .execute();
}

export type EffectsDeps = AiAdapterDeps & {
  mailer: Mailer;
  allowPrivateAddresses: boolean;
  fetch?: typeof fetch;
  /** The zaps of the ZAPIER module and the agents of the SUPPORT_AGENT module. */
  zapier: Pick<ZapierProvider, 'hookUrl'>;
  agents: Pick<AgentsProvider, 'agentSetup'>;
  /** The generative model the company's agents run on. */
  agentModelFor: AgentModelFor;
  /** The generative service of a connection (GENERATIVE, the knowledge base). */
  generativeServiceFor?: GenerativeServiceFor;
  /** Where CODESTATION blocks run (the shared pool of QuickJS threads unless given). */
  codeRunner?: CodeRunner;
};

/** The real side effects of one turn of one conversation. */
export function createEngineEffects(deps: EffectsDeps, scope: TurnScope): EngineEffects {
  const http = { allowPrivateAddresses: deps.allowPrivateAddresses, ...(deps.fetch ? { fetch: deps.fetch } : {}) };
  return {
    integrationCall: createIntegrationCall({
      ...http,
      secrets: (names) => unsealSecrets(deps.db, deps.config.secretKey, scope.companyId, names, deps.clock.now()),
    }),
    sendEmail: emailSender(deps.mailer),
    handover: (handover) => recordHandover(deps.db, scope, handover),
    detectLanguage,
    generativeAnswer: createGenerativeAnswer(deps, { companyId: scope.companyId, conversationId: scope.conversationId }),
    aiPredict: createAiPredict(deps, scope.companyId, scope.draft ? null : scope.versionId),
    zapierCall: createZapierCall({ ...http, zapier: deps.zapier, companyId: scope.companyId }),
    agentReply: createAgentReply({ agents: deps.agents, modelFor: deps.agentModelFor, companyId: scope.companyId }),
    runCode: createRunCode(
      {
        db: deps.db,
        runner: deps.codeRunner ?? sharedCodeRunner(),
        record: codeBlockRunRecorder(deps.db, deps.config.secretKey),
        now: () => deps.clock.now(),
        conversationId: scope.conversationId,
      },
      async () => scope.companyId,
    ),
  };
}
