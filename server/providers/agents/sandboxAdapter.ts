import type { Agent } from '../../../services/contracts/designerResources';
import type { Db } from '../../db/connect';
import { sandboxRecord, sandboxRecords } from '../../designerData/sandboxRecords';
import type { AgentSetup, AgentsProvider } from './provider';

/** Sandbox record kind: agent versions per `<companyId>/<partnerName>` (key = version id). */
export const AGENT_KIND = 'agents.agent';
export const agentScope = (companyId: string, partnerName: string) => `${companyId}/${partnerName}`;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const texts = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** Reads one stored agent version into the answer shape, whatever extra the record carries. */
function agentOf(versionId: string, partnerName: string, data: Record<string, unknown>): Agent {
  const functions = Array.isArray(data['functions']) ? data['functions'] : [];
  return {
    versionId,
    partnerName,
    agentId: text(data['agentId']),
    agentType: data['agentType'] === 'shopping' ? 'shopping' : 'support',
    agentName: text(data['agentName']),
    agentDescription: text(data['agentDescription']),
    createdAt: text(data['createdAt']),
    memoryEnabled: data['memoryEnabled'] === true,
    knowledgeBases: texts(data['knowledgeBases']),
    functions: functions.flatMap((f: unknown) =>
      typeof f === 'object' && f !== null && typeof (f as { name?: unknown }).name === 'string' ? [{ name: (f as { name: string }).name }] : [],
    ),
    isPublished: data['isPublished'] === true,
    version: text(data['version']) || 'DRAFT',
  };
}

/** One stored agent version as a conversation runs it (data.instructions; functions [{ name, description }]). */
function setupOf(data: Record<string, unknown>): AgentSetup {
  const functions = Array.isArray(data['functions']) ? data['functions'] : [];
  return {
    agentId: text(data['agentId']),
    agentName: text(data['agentName']),
    agentDescription: text(data['agentDescription']),
    instructions: text(data['instructions']),
    functions: functions.flatMap((f: unknown) => {
      if (typeof f !== 'object' || f === null) return [];
      const { name, description } = f as { name?: unknown; description?: unknown };
      return typeof name === 'string' ? [{ name, description: text(description) }] : [];
    }),
  };
}

/**
 * The agent service without the service: every version of every agent of the partner account
 * (published ones and DRAFTs alike; the panel offers only published, non-draft ones, spec 4.2).
 */
export function sandboxAgents(db: Db): AgentsProvider {
  return {
    async agents(companyId, partnerName) {
      const records = await sandboxRecords(db, AGENT_KIND, agentScope(companyId, partnerName));
      return records.map((record) => agentOf(record.key, partnerName, record.data));
    },
    async agentSetup(companyId, partnerName, versionId) {
      const record = await sandboxRecord(db, AGENT_KIND, agentScope(companyId, partnerName), versionId);
      return record ? setupOf(record.data) : null;
    },
  };
}
