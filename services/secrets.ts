import type { KyInstance } from 'ky';
import { SECRETS_API, secretList, secretSummary, type SecretList, type SecretSummary } from './contracts/secrets';
import { restRead, restSend } from './designerData/rest';
import { http } from './http';

type Call = { signal?: AbortSignal };
type Secret = { companyId: string; id: string };

const secretPath = (id: string) => `${SECRETS_API}/${encodeURIComponent(id)}`;
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
    deleteSecret: ({ companyId, id }: Secret, { signal }: Call = {}): Promise<void> =>
      restSend(client, secretPath(id), { method: 'delete', company: companyId, ...(signal ? { signal } : {}) }),
  };
}
