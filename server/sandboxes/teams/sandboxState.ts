import { createHash } from 'node:crypto';
import type { Activity } from '../../../services/contracts/channels/teamsActivity';
import type { SandboxTeamsEntry } from '../../../services/contracts/rest/teamsSandbox';

/**
 * What the Teams sandbox remembers in memory: each personal chat between a bot and a Teams user
 * (both sides, shown on the phone page, with the activities the person sent, so one can be
 * delivered again) and the faults a test asked for.
 */
export type SandboxConversation = { id: string; appId: string; userId: string; userName: string; entries: SandboxTeamsEntry[]; sent: Map<string, Activity> };
export type Fault = { status?: 401 | 429 | 500; times: number; retryAfter: number; delayMs: number };

/** A personal chat's id, as Teams makes one per bot and user. */
export const conversationIdOf = (appId: string, userId: string) => `a:${createHash('sha256').update(`${appId}\n${userId}`).digest('base64url').slice(0, 32)}`;

export function sandboxState() {
  const conversations = new Map<string, SandboxConversation>();
  const faults = new Map<string, Fault[]>();
  let nextId = 1;
  return {
    conversations,
    faults,
    /** A new activity id (Teams' are opaque text). */
    activityId: () => `${Date.now()}${String(nextId++).padStart(6, '0')}`,
    conversationOf(appId: string, userId: string, userName: string): SandboxConversation {
      const id = conversationIdOf(appId, userId);
      const known = conversations.get(id);
      if (known) {
        known.userName = userName;
        return known;
      }
      const made = { id, appId, userId, userName, entries: [], sent: new Map() };
      conversations.set(id, made);
      return made;
    },
    /** The fault to answer the next call of `target` with, counting it down. */
    takeFault(target: string): Fault | undefined {
      const list = faults.get(target);
      const fault = list?.[0];
      if (!list || !fault) return undefined;
      fault.times -= 1;
      if (fault.times <= 0) list.shift();
      return fault;
    },
  };
}
export type SandboxState = ReturnType<typeof sandboxState>;
