import { page } from '../../dev/html';
import { escapeHtml } from '../../escapeHtml';
import type { Deployment } from './sandboxState';

export type DeveloperPageView = { endpoint: string; baseUrl: string; key: string; apiVersion: string; deployments: Deployment[] };

const row = (d: Deployment) =>
  `<tr><td><code>${escapeHtml(d.name)}</code></td><td>${escapeHtml(d.model)}</td><td>${d.kind === 'chat' ? 'Generative model' : 'Vector search model'}</td></tr>`;

/** What to paste into a Generative AI connection to use the sandbox, in both forms, and its deployments. */
export function developerPage(view: DeveloperPageView): string {
  return page(
    'Generative AI (sandbox)',
    `<h1>Generative AI sandbox</h1>
<p><small>Developer sandbox: an OpenAI-compatible service on this server. Its model is deterministic: embeddings are hashed word and character n-grams; a completion answers only from the passages, intents or tools it is given (docs/ai-generative.md). Nothing leaves this machine.</small></p>
<h2>Azure OpenAI form</h2>
<p>API style <code>azure</code> · Endpoint <code>${escapeHtml(view.endpoint)}</code> · Resource name: any (e.g. <code>sandbox</code>) · Azure key <code>${escapeHtml(view.key)}</code> · api-version <code>${escapeHtml(view.apiVersion)}</code></p>
<h2>Plain OpenAI form</h2>
<p>API style <code>openai</code> · Endpoint (base URL) <code>${escapeHtml(view.baseUrl)}</code> · Key <code>${escapeHtml(view.key)}</code> · deployment name = model name below</p>
<p>The Generative AI (product subscription) connection uses this sandbox when GENERATIVE_AI_URL is not set: it needs no key from you.</p>
<h2>Deployments</h2>
<table><thead><tr><th>Deployment</th><th>Model</th><th>Use</th></tr></thead><tbody>${view.deployments.map(row).join('')}</tbody></table>
<p><small>Create one: POST /sandbox/openai/deployments {"name","model","kind":"chat"|"embeddings"}. Another key: POST /sandbox/openai/keys.</small></p>`,
  );
}
