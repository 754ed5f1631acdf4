import { createSign, randomBytes } from 'node:crypto';
import { projectIdFrom, type GoogleCloudProvider, type ServiceAccountKey } from './provider';

/** The platform's own service account (GOOGLE_CLOUD_CREDENTIALS) and where new projects go (GOOGLE_CLOUD_PARENT, e.g. folders/123). */
export type GoogleCloudSettings = { credentials: Pick<ServiceAccountKey, 'client_email' | 'private_key' | 'token_uri'>; parent?: string };

const RESOURCE_MANAGER = 'https://cloudresourcemanager.googleapis.com/v3';
const IAM = 'https://iam.googleapis.com/v1';
const SERVICE_USAGE = 'https://serviceusage.googleapis.com/v1';
const SCOPE = 'https://www.googleapis.com/auth/cloud-platform';
const SERVICE_ACCOUNT_ID = 'dialogflow-client';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

type Operation = { name: string; done?: boolean; error?: { message?: string }; response?: { projectId?: string } };

/** Resource Manager v3 (projects), Service Usage (enable Dialogflow) and IAM (service account keys) over HTTPS. */
export function httpGoogleCloud(settings: GoogleCloudSettings, wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))): GoogleCloudProvider {
  let cached: { token: string; until: number } | undefined;

  async function accessToken(): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    if (cached && cached.until > now + 60) return cached.token;
    const { client_email: email, private_key: key, token_uri: tokenUri } = settings.credentials;
    const unsigned = `${base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))}.${base64url(JSON.stringify({ iss: email, scope: SCOPE, aud: tokenUri, iat: now, exp: now + 3600 }))}`;
    const signature = createSign('RSA-SHA256').update(unsigned).sign(key);
    const answer = await fetch(tokenUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion: `${unsigned}.${base64url(signature)}` }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!answer.ok) throw new Error(`Google token endpoint answered ${answer.status}`);
    const body = (await answer.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string') throw new Error('Google token endpoint gave no access token');
    cached = { token: body.access_token, until: now + (typeof body.expires_in === 'number' ? body.expires_in : 3600) };
    return cached.token;
  }

  async function call<T>(method: 'GET' | 'POST', url: string, body?: unknown, okStatuses: number[] = []): Promise<{ status: number; body: T }> {
    const answer = await fetch(url, {
      method,
      headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    const parsed = (await answer.json().catch(() => ({}))) as T & { error?: { message?: string } };
    if (!answer.ok && !okStatuses.includes(answer.status)) throw new Error(`Google Cloud answered ${answer.status}: ${parsed.error?.message ?? 'no message'}`);
    return { status: answer.status, body: parsed };
  }

  async function finished(operation: Operation): Promise<void> {
    let current = operation;
    for (let attempt = 0; !current.done; attempt += 1) {
      if (attempt >= 30) throw new Error('Google Cloud did not finish creating the project in time.');
      await wait(2_000);
      current = (await call<Operation>('GET', `${RESOURCE_MANAGER}/${current.name}`)).body;
    }
    if (current.error) throw new Error(`Google Cloud could not create the project: ${current.error.message ?? 'unknown error'}`);
  }

  return {
    async createProject(name) {
      const projectId = projectIdFrom(name, randomBytes(3).toString('hex'));
      const { body } = await call<Operation>('POST', `${RESOURCE_MANAGER}/projects`, {
        projectId,
        displayName: name.slice(0, 30),
        ...(settings.parent === undefined ? {} : { parent: settings.parent }),
      });
      await finished(body);
      // Dialogflow must be switched on in the new project; the operation finishes on Google's side.
      await call('POST', `${SERVICE_USAGE}/projects/${projectId}/services/dialogflow.googleapis.com:enable`, {});
      return { projectId };
    },
    async createServiceKey(projectId) {
      const email = `${SERVICE_ACCOUNT_ID}@${projectId}.iam.gserviceaccount.com`;
      await call('POST', `${IAM}/projects/${projectId}/serviceAccounts`, { accountId: SERVICE_ACCOUNT_ID, serviceAccount: { displayName: 'Dialogflow client' } }, [409]);
      const { body } = await call<{ privateKeyData?: string }>('POST', `${IAM}/projects/${projectId}/serviceAccounts/${encodeURIComponent(email)}/keys`, {
        privateKeyType: 'TYPE_GOOGLE_CREDENTIALS_FILE',
        keyAlgorithm: 'KEY_ALG_RSA_2048',
      });
      if (typeof body.privateKeyData !== 'string') throw new Error('Google Cloud returned no key data.');
      return JSON.parse(Buffer.from(body.privateKeyData, 'base64').toString('utf8')) as ServiceAccountKey;
    },
  };
}
