import type { KyInstance } from 'ky';
import { SECRETS_API, secretList, secretSummary, type SecretList, type SecretSummary } from './contracts/secrets';
import { restRead } from './designerData/rest';
import { applyPolicy, http, toCallFailure } from './http';
import { policyFor } from './httpPolicy';

type Call = { signal?: AbortSignal };
type Secret = { companyId: string; id: string };

const secretPath = (id: string) => `${SECRETS_API}/${encodeURIComponent(id)}`;
/**
 * DELETE answers 204 with no body, which restRead cannot parse as JSON: the same call and the
 * same failure handling (401 signs out, 403 and 5xx leave the page, the rest is the caller's).
 */
async function removeAt(client: KyInstance, path: string, company: string, signal?: AbortSignal): Promise<void> {
  try {
    await client(path, { method: 'delete', headers: { companyID: company }, ...(signal ? { signal } : {}), context: { ownErrors: true } });
  } catch (error) {
    const failure = await toCallFailure(error);
    const outcome = policyFor(failure);
    if (outcome.kind === 'logout' || outcome.kind === 'navigate') applyPolicy(outcome);
    throw failure;
  }
}

/**
 * The secret manager's calls (services/contracts/secrets.ts, docs/secret-manager.md): the
 * company's secrets, a new secret, a new value, a new name and description, delete. The company
 * goes in the companyID header; every answer is checked against the contract and no answer
 * carries a value. Failures are thrown as ApiFailure (a 400 carries the server's words).
 */
export function createSecretCalls(client: KyInstance = http) {
  return {
    listSecrets: ({ companyId }: { companyId: string }, { signal }: Call = {}): Promise<SecretList> =>
      restRead(client, SECRETS_API, secretList, { company: companyId, noCache: true, ...(signal ? { signal } : {}) }),
    createSecret: ({ companyId, ...body }: { companyId: string; name: string; value: string; description: string }, { signal }: Call = {}): Promise<SecretSummary> =>
      restRead(client, SECRETS_API, secretSummary, { method: 'post', company: companyId, json: body, ...(signal ? { signal } : {}) }),
    replaceSecretValue: ({ companyId, id, value }: Secret & { value: string }, { signal }: Call = {}): Promise<SecretSummary> =>
      restRead(client, `${secretPath(id)}/value`, secretSummary, { method: 'put', company: companyId, json: { value }, ...(signal ? { signal } : {}) }),
    describeSecret: ({ companyId, id, ...body }: Secret & { name: string; description: string }, { signal }: Call = {}): Promise<SecretSummary> =>
      restRead(client, secretPath(id), secretSummary, { method: 'patch', company: companyId, json: body, ...(signal ? { signal } : {}) }),
    deleteSecret: ({ companyId, id }: Secret, { signal }: Call = {}): Promise<void> => removeAt(client, secretPath(id), companyId, signal),
  };
}
