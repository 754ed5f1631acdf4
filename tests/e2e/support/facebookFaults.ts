import { anotherPerson } from './colleague';
import { graphql } from './designer';
import { releaseChannelsAfter, sandboxTokens } from './facebookLogin';

/** The Facebook sandbox stops accepting the tokens of a person or page (its Graph id) for its next `times` Graph calls. */
export async function refuseFacebookTokens(baseUrl: string, id: string, times = 1): Promise<void> {
  const answer = await fetch(`${baseUrl}/sandbox/facebook/control/token-faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, times }),
  });
  if (!answer.ok) throw new Error(`the token fault answered ${answer.status}: ${await answer.text()}`);
}

/**
 * Another person's company with a channel on one of Ayla's pages (made through the API with
 * the sandbox's tokens), released when the test ends: the page is taken elsewhere. Answers the
 * company's name.
 */
export async function pageTakenElsewhere(baseUrl: string, page: { id: string; name: string }): Promise<string> {
  const other = await anotherPerson(baseUrl, 'other');
  const name = `Other ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const { createCompany } = await graphql<{ createCompany: { id: string } }>(
    baseUrl,
    other.token,
    'mutation ($name: String!, $country: String!) { createCompany(name: $name, country: $country) { id } }',
    { name, country: 'TURKEY' },
  );
  const companyId = createCompany.id;
  const { createBot } = await graphql<{ createBot: { id: string } }>(
    baseUrl,
    other.token,
    'mutation ($name: String!, $companyId: ID!) { createBot(name: $name, companyId: $companyId) { id } }',
    { name: 'Helper', companyId },
    companyId,
  );
  releaseChannelsAfter(baseUrl, other.token, companyId);
  const ayla = await sandboxTokens(baseUrl, other.token, companyId);
  const properties = JSON.stringify({ pageID: page.id, accessToken: ayla.userToken, pageAccessToken: ayla.pageToken(page.name) });
  await graphql(
    baseUrl,
    other.token,
    'mutation ($companyId: ID!, $name: String!, $botId: ID, $properties: String!) { addConnectionToCompany(companyId: $companyId, name: $name, type: facebook, botId: $botId, properties: $properties) { channel { id } } }',
    { companyId, name: page.name, botId: createBot.id, properties },
    companyId,
  );
  return name;
}
