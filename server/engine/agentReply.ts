import type { AgentAnswer, AgentRequest } from '../../machines/flow/compile';
import { generativeDefault } from '../../services/contracts/aiConnections/generativeDefault';
import { loadOldestAiConnection, type AiConnectionDeps } from '../ai/connectionRef';
import type { AgentsProvider } from '../providers/agents/provider';
import type { AiConnectionRef, ChatMessage, GenerativeService, GenerativeServiceFor } from '../providers/ai/provider';

/**
 * The SUPPORT_AGENT module in a live conversation: the module's agent version (of the
 * company's partner account) runs on a generative model: its instructions as the system
 * message, the conversation with it so far, its exit functions offered as tools. A call of an
 * exit function leaves the module; otherwise the model's text is the agent's reply.
 */

export class AgentReplyError extends Error {}

/** The generative model agents run on: the company's product-subscription default connection and its service. */
export type AgentModel = { connection: AiConnectionRef; service: GenerativeService };
export type AgentModelFor = (companyId: string) => Promise<AgentModel | null>;

export type AgentReplyOptions = { agents: Pick<AgentsProvider, 'agentSetup'>; modelFor: AgentModelFor; companyId: string };

/** The largest reply kept (a model that runs on is cut). */
export const AGENT_REPLY_MAX = 4000;

export function createAgentReply(options: AgentReplyOptions) {
  return async function agentReply(request: AgentRequest): Promise<AgentAnswer> {
    if (!request.partnerName || !request.agentVersionId) throw new AgentReplyError('The AI agent module has no agent.');
    const agent = await options.agents.agentSetup(options.companyId, request.partnerName, request.agentVersionId);
    if (!agent || (request.agentId && agent.agentId !== request.agentId)) throw new AgentReplyError('The agent of the module does not exist in this company.');
    const model = await options.modelFor(options.companyId);
    if (!model) throw new AgentReplyError('The company has no generative AI connection for its agents.');
    const system = [agent.instructions || `You are ${agent.agentName || 'a support agent'}.`, agent.agentDescription].filter(Boolean).join('\n\n');
    const messages: ChatMessage[] = [{ role: 'system', content: system }, ...request.transcript.map((turn) => ({ role: turn.role, content: turn.content }))];
    const described = new Map(agent.functions.map((f) => [f.name, f.description]));
    const tools = request.exitFunctions.map((name) => ({ name, description: described.get(name) || `Ends the conversation with the agent: ${name}.` }));
    const completion = await model.service.complete(model.connection, messages, tools.length ? { tools } : {});
    const exit = completion.toolCalls?.find((call) => request.exitFunctions.includes(call.name));
    if (exit) return { kind: 'exit', functionName: exit.name };
    const text = completion.text.trim().slice(0, AGENT_REPLY_MAX);
    if (!text) throw new AgentReplyError('The agent gave no reply.');
    return { kind: 'reply', text };
  };
}

/** What finding the agents' model needs: the database and secret key, and the service that runs a generative connection. */
export type AgentModelDeps = AiConnectionDeps & { generativeServiceFor?: GenerativeServiceFor };

/** The company's product-subscription default generative connection (the oldest one), with the service that runs it; null without either. */
export function companyAgentModel(deps: AgentModelDeps): AgentModelFor {
  return async (companyId) => {
    const serviceFor = deps.generativeServiceFor;
    if (!serviceFor) return null;
    const connection = await loadOldestAiConnection(deps, companyId, generativeDefault.stored.type);
    const service = connection && serviceFor(connection);
    return connection && service ? { connection, service } : null;
  };
}
