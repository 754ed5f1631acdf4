import { page } from '../../dev/html';
import { escapeHtml } from '../../escapeHtml';
import { allAccounts, poolsOf } from './sandboxWorld';

const poolList = (pools: readonly { id: string; name: string }[]) => pools.map((p) => `${escapeHtml(p.id)} (${escapeHtml(p.name)})`).join(', ');

/**
 * The operator's page of the suite sandbox: the agent accounts to type into the console's suite
 * form (username, password, suite company id and pool ids) and where the agent desk is.
 */
export function accountsPage(cloudBase: string | null): string {
  const rows = allAccounts()
    .map(
      (a) =>
        `<tr><td>${escapeHtml(a.username)}</td><td><code>${escapeHtml(a.password)}</code></td><td>${escapeHtml(a.companyId)}</td><td>${poolList(poolsOf(a))}</td>` +
        `<td>${a.dormant ? 'Dormant: its login answers "not logged in for a long time"' : 'Active'}</td></tr>`,
    )
    .join('');
  return page(
    'Suite sandbox',
    `<h1>Suite sandbox</h1>
<p><small>Developer mode: a stand-in for the customer-service suite. Nothing leaves this machine.</small></p>
<p>Connect a suite channel in the console with Cloud (its address is ${cloudBase ? `<code>${escapeHtml(cloudBase)}</code>` : 'not set'}) and one of these accounts; type the captcha the form shows.</p>
<table><caption>Agent accounts</caption><thead><tr><th scope="col">Username</th><th scope="col">Password</th><th scope="col">Suite company id</th><th scope="col">Pool ids</th><th scope="col">State</th></tr></thead><tbody>${rows}</tbody></table>
<p>Handed-over conversations wait in the agent desk: <a href="/sandbox/suite/desk">/sandbox/suite/desk</a>.</p>`,
  );
}
