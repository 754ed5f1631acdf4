import { page } from '../../dev/html';
import type { SandboxAgent } from '../../../services/contracts/rest/dialogflowSandbox';
import { escapeHtml } from '../../escapeHtml';

/**
 * The sandbox's page (GET /sandbox/dialogflow): create an agent, then paste its project id and
 * service account key into the console's Dialogflow AI form.
 */
export function agentsPage(agents: SandboxAgent[]): string {
  const rows = agents
    .map((agent) => {
      const key = `data:application/json;charset=utf-8,${encodeURIComponent(JSON.stringify(agent.key, null, 2))}`;
      return `<tr><td>${escapeHtml(agent.projectId)}</td><td>${escapeHtml(agent.displayName)}</td><td>${escapeHtml(agent.language)}</td>
<td><a href="${escapeHtml(key)}" download="${escapeHtml(agent.projectId)}-key.json">Download the JSON key</a></td></tr>`;
    })
    .join('');
  return page(
    'Dialogflow sandbox',
    `<h1>Dialogflow sandbox</h1>
<p>This server stands in for Dialogflow ES (its token endpoint and REST API v2). Create an agent, download its service account key, and paste the project id and the key into the console's Dialogflow AI form.</p>
<section aria-labelledby="create-title"><h2 id="create-title">Create an agent</h2>
<form id="create"><label for="project-id">Project id</label><input id="project-id" name="projectId" required pattern="[a-z][a-z0-9-]{4,28}[a-z0-9]" value="sandbox-agent">
<label for="display-name">Agent name</label><input id="display-name" name="displayName" value="Sandbox agent">
<label for="language">Default language</label><input id="language" name="language" value="en">
<button type="submit">Create agent</button></form><p id="create-result" role="status"></p></section>
<section aria-labelledby="agents-title"><h2 id="agents-title">Agents</h2>
${agents.length === 0 ? '<p>No agent yet.</p>' : `<table><thead><tr><th>Project id</th><th>Agent</th><th>Language</th><th>Service account key</th></tr></thead><tbody>${rows}</tbody></table>`}
</section>
<script>
document.getElementById('create').addEventListener('submit', async (event) => {
  event.preventDefault();
  const form = new FormData(event.target);
  const answer = await fetch('/sandbox/dialogflow/agents', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(Object.fromEntries(form)) });
  const body = await answer.json().catch(() => ({}));
  if (answer.ok) location.reload();
  else document.getElementById('create-result').textContent = body.message || 'The agent could not be created.';
});
</script>`,
  );
}
