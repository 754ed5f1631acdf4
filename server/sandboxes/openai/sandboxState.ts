/**
 * What the generative sandbox remembers, in memory: its deployments (the two defaults of spec 02
 * section 3 always exist) and the faults a test asked for. In the plain form a deployment's name
 * is the model name callers send.
 */
export type DeploymentKind = 'chat' | 'embeddings';
export type Deployment = { name: string; model: string; kind: DeploymentKind };
export type Operation = DeploymentKind;
export type Fault = { operation: Operation | 'any'; status?: 429 | 500 | 503; times: number; retryAfter: number; delayMs: number };

export type OpenAiSandboxState = {
  deployments: Map<string, Deployment>;
  faults: Fault[];
};

export const DEFAULT_DEPLOYMENTS: readonly Deployment[] = [
  { name: 'gpt-35-turbo', model: 'gpt-35-turbo', kind: 'chat' },
  { name: 'text-embedding-ada-002', model: 'text-embedding-ada-002', kind: 'embeddings' },
];

export function openAiSandboxState(): OpenAiSandboxState {
  return { deployments: new Map(DEFAULT_DEPLOYMENTS.map((d) => [d.name, { ...d }])), faults: [] };
}

/** The fault to answer the next call of `operation` with, counting it down; none when none was asked for. */
export function takeFault(state: OpenAiSandboxState, operation: Operation): Fault | undefined {
  const index = state.faults.findIndex((f) => f.operation === 'any' || f.operation === operation);
  const fault = state.faults[index];
  if (!fault) return undefined;
  fault.times -= 1;
  if (fault.times <= 0) state.faults.splice(index, 1);
  return fault;
}
