import { page } from '../../dev/html';
import { escapeHtml } from '../../escapeHtml';
import type { CluProject } from './cluState';

/**
 * The operator's page of the CLU sandbox: each project with the values to paste into the
 * console's CLU form (endpoint, project name, key, deployment name, training model name), its
 * trainings and deployments, and a form to create a project.
 */
export function cluPage(endpoint: string, projects: readonly CluProject[], keyOf: (projectName: string) => string): string {
  const rows = projects
    .map((project) => {
      const trainings = project.jobs.filter((j) => j.kind === 'train').length;
      const deployments = [...project.deployments.keys()].join(', ') || 'none';
      return `<article><h2>${escapeHtml(project.name)}</h2><p><small>${project.assets.intents.length} intents imported; ${trainings} trainings; deployments: ${escapeHtml(deployments)}</small></p>
<dl><dt>Project name</dt><dd><code>${escapeHtml(project.name)}</code></dd>
<dt>Subscription key</dt><dd><code>${escapeHtml(keyOf(project.name))}</code></dd>
<dt>Deployment name / training model name</dt><dd><code>production</code> / <code>model</code> (any names work)</dd></dl></article>`;
    })
    .join('');
  return page(
    'CLU sandbox',
    `<h1>CLU sandbox</h1>
<p><small>Developer mode: a stand-in for Conversational Language Understanding (authoring and runtime, api-version 2023-04-01). Nothing leaves this machine; projects live until the server stops, keys stay valid after a restart.</small></p>
<p>In the console's CLU form use the endpoint <code>${escapeHtml(endpoint)}</code>.</p>
${rows || '<p>No projects yet.</p>'}
<form method="post" action="/sandbox/clu/projects"><label for="projectName">New project name</label><input id="projectName" name="projectName" required maxlength="100"><button type="submit">Create project</button></form>`,
  );
}
