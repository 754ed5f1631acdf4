import { createHash, generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { projectIdFrom, type GoogleCloudProvider, type ServiceAccountKey } from './provider';

const generateRsaKeyPair = promisify(generateKeyPair);

export const SANDBOX_SERVICE_ACCOUNT = 'dialogflow-client';

/** The key of the project's agent in the Dialogflow sandbox (the agent is made on first use). */
export type SandboxAgentKeys = (projectId: string) => ServiceAccountKey;

/**
 * The embedded default: no Google account needed. Project ids are derived from the name
 * (the same name gives the same id); keys have the shape of real ones, with a freshly
 * generated RSA private key, so what the console stores and parses is realistic. Given the
 * Dialogflow sandbox's agents, a project's key is its agent's there, so a connection the
 * wizard makes in developer mode works against that sandbox.
 */
export function sandboxGoogleCloud(agentKeys?: SandboxAgentKeys): GoogleCloudProvider {
  return {
    async createProject(name) {
      const suffix = createHash('sha256').update(name).digest('hex').slice(0, 6);
      return { projectId: projectIdFrom(name, suffix) };
    },
    async createServiceKey(projectId): Promise<ServiceAccountKey> {
      if (agentKeys) return agentKeys(projectId);
      // RSA key generation takes 50-150 ms: done on libuv's thread pool, not on the event loop.
      const { privateKey } = await generateRsaKeyPair('rsa', { modulusLength: 2048 });
      const clientEmail = `${SANDBOX_SERVICE_ACCOUNT}@${projectId}.iam.gserviceaccount.com`;
      return {
        type: 'service_account',
        project_id: projectId,
        private_key_id: randomBytes(20).toString('hex'),
        private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        client_email: clientEmail,
        client_id: BigInt(`0x${randomBytes(9).toString('hex')}`)
          .toString()
          .padStart(21, '1')
          .slice(0, 21),
        auth_uri: 'https://accounts.google.com/o/oauth2/auth',
        token_uri: 'https://oauth2.googleapis.com/token',
        auth_provider_x509_cert_url: 'https://www.googleapis.com/oauth2/v1/certs',
        client_x509_cert_url: `https://www.googleapis.com/robot/v1/metadata/x509/${encodeURIComponent(clientEmail)}`,
      };
    },
  };
}
