import { page } from '../../dev/html';
import { escapeHtml } from '../../escapeHtml';
import type { LuisApp } from './luisState';

/**
 * The operator's page of the LUIS sandbox: each app with the values to paste into the console's
 * LUIS form (application id, authoring key, prediction key, endpoint, management endpoint), and
 * a form to create an app.
 */
export function luisPage(base: string, apps: readonly LuisApp[], keyOf: (use: 'luis-authoring' | 'luis-prediction', appId: string) => string): string {
  const rows = apps
    .map((app) => {
      const version = app.versions.get('0.1');
      const counts = version ? `${version.intents.length} intents, ${version.examples.length} examples, ${version.lists.length} list entities` : '';
      return `<article><h2>${escapeHtml(app.name)}</h2><p><small>${escapeHtml(counts)}; ${app.published ? 'published' : 'not published'}</small></p>
<dl><dt>Application id (token)</dt><dd><code>${escapeHtml(app.id)}</code></dd>
<dt>Authoring key (subscription key)</dt><dd><code>${escapeHtml(keyOf('luis-authoring', app.id))}</code></dd>
<dt>Prediction key</dt><dd><code>${escapeHtml(keyOf('luis-prediction', app.id))}</code></dd></dl></article>`;
    })
    .join('');
  return page(
    'LUIS sandbox',
    `<h1>LUIS sandbox</h1>
<p><small>Developer mode: a stand-in for LUIS (authoring v3.0-preview, prediction v3.0). Nothing leaves this machine; apps live until the server stops, keys stay valid after a restart.</small></p>
<p>In the console's LUIS form use endpoint and management endpoint <code>${escapeHtml(base)}</code>.</p>
${rows || '<p>No apps yet.</p>'}
<form method="post" action="/sandbox/luis/apps"><label for="name">New app name</label><input id="name" name="name" required maxlength="100"><button type="submit">Create app</button></form>`,
  );
}
