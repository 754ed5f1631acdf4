import { page } from '../../dev/html';
import type { SandboxWorkspace } from '../../../services/contracts/rest/watsonSandbox';
import { escapeHtml } from '../../escapeHtml';

/** The sandbox's page (GET /sandbox/watson): create a workspace, then paste its URL, API key and workspace id into the console's Watson AI form. */
export function workspacesPage(workspaces: Array<SandboxWorkspace & { status: string }>): string {
  const rows = workspaces
    .map(
      (w) =>
        `<tr><td>${escapeHtml(w.name)}</td><td>${escapeHtml(w.status)}</td><td><code>${escapeHtml(w.url)}</code></td><td><code>${escapeHtml(w.apiKey)}</code></td><td><code>${escapeHtml(w.workspaceId)}</code></td></tr>`,
    )
    .join('');
  return page(
    'Watson Assistant sandbox',
    `<h1>Watson Assistant sandbox</h1>
<p>This server stands in for Watson Assistant v1 and IBM Cloud IAM. Create a workspace, then paste its URL, API key and workspace id into the console's Watson AI form.</p>
<section aria-labelledby="create-title"><h2 id="create-title">Create a workspace</h2>
<form id="create"><label for="name">Workspace name</label><input id="name" name="name" required value="Sandbox workspace">
<label for="language">Language</label><input id="language" name="language" value="en">
<button type="submit">Create workspace</button></form><p id="create-result" role="status"></p></section>
<section aria-labelledby="list-title"><h2 id="list-title">Workspaces</h2>
${workspaces.length === 0 ? '<p>No workspace yet.</p>' : `<table><thead><tr><th>Name</th><th>Status</th><th>URL</th><th>API key</th><th>Workspace id</th></tr></thead><tbody>${rows}</tbody></table>`}
</section>
<script>
document.getElementById('create').addEventListener('submit', async (event) => {
  event.preventDefault();
  const form = new FormData(event.target);
  const answer = await fetch('/sandbox/watson/workspaces', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(Object.fromEntries(form)) });
  const body = await answer.json().catch(() => ({}));
  if (answer.ok) location.reload();
  else document.getElementById('create-result').textContent = body.message || 'The workspace could not be created.';
});
</script>`,
  );
}
