/** A service-account key as Google hands it out (the JSON file a Dialogflow connection needs). */
export type ServiceAccountKey = {
  type: 'service_account';
  project_id: string;
  private_key_id: string;
  private_key: string;
  client_email: string;
  client_id: string;
  auth_uri: string;
  token_uri: string;
  auth_provider_x509_cert_url: string;
  client_x509_cert_url: string;
};

/** Google Cloud for Dialogflow: a project for an assistant's agent, and a key to reach it. */
export type GoogleCloudProvider = {
  /** Creates a project named after the assistant; resolves when the project exists. */
  createProject: (name: string) => Promise<{ projectId: string }>;
  /** A new service account key of the project (created on first use). */
  createServiceKey: (projectId: string) => Promise<ServiceAccountKey>;
};

/** A project id Google accepts: 6-30 characters, lowercase letters, digits and hyphens, starting with a letter. */
export function projectIdFrom(name: string, suffix: string): string {
  const base = name
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^[^a-z]+/, '')
    .replace(/-+$/, '');
  const head = (base === '' ? 'assistant' : base).slice(0, 30 - suffix.length - 1).replace(/-+$/, '');
  return `${head}-${suffix}`;
}
