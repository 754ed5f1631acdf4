import { Secret, TOTP } from 'otpauth';
import { initiateAnswer, signinAnswer, verifyAnswer } from '../../services/contracts';
import { findSession } from '../../server/auth/sessions';
import { insertKnowledgeBase } from '../../server/knowledgeBase/knowledgeBaseStore';
import { hashToken } from '../../server/secrets';
import { OFFICE_IP } from '../api/graphqlHelpers';
import { confirmedUser, latestLink, postJson, signin, strongPassword, type TestApp } from '../api/testApp';

/**
 * The data the fuzzer aims at: a company (enterprise) with an ADMIN and a USER, an assistant,
 * a web chat and a webhook channel with a conversation each, an AI connection with an intent,
 * an utterance and an entity, a knowledge base and a pending invitation; and a person with a
 * full session who belongs to another company. Everything is made through the API, except
 * where no API exists (noted where it happens).
 */

export type CallerName = 'no session' | 'another company' | 'USER' | 'ADMIN';
export const callerNames: readonly CallerName[] = ['no session', 'another company', 'USER', 'ADMIN'];

type Person = { userId: string; email: string; token: string; tfaSecret: string };

export type Fixtures = {
  companyId: string;
  otherCompanyId: string;
  botId: string;
  versionId: string;
  webChatChannelId: string;
  genericChannelId: string;
  apiToken: string;
  webChatConversationId: string;
  clientToken: string;
  webhookConversationId: string;
  aiId: string;
  intentId: string;
  utteranceId: string;
  entityId: string;
  knowledgeBaseId: string;
  invitationId: string;
};

export type World = {
  people: Record<Exclude<CallerName, 'no session'>, Person>;
  fixtures: Fixtures;
  /** Every secret the run handed out: they must never show in the server's log. */
  secrets: () => string[];
  /** Ids of real rows, by the name of the parameter that would carry them. */
  idsFor: (name: string) => string[];
  /** Puts back what an accepted request took away (a deleted company, a revoked session, a changed membership). */
  repair: () => Promise<void>;
};

/** Names and addresses numbered in order, so that every run makes the same requests. */
let made = 0;
const nextSuffix = () => String((made += 1));

function codeAt(secret: string, date: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: date.getTime() });
}

async function gql<T>(t: TestApp, token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await postJson(t.app, '/bot/graphql', { query, variables }, { token, ip: OFFICE_IP });
  const body = response.json() as { data?: T; errors?: unknown };
  if (body.errors || !body.data) throw new Error(`Setting up the fuzz world failed: ${query} answered ${response.body}`);
  return body.data;
}

/** Signs up, confirms the address, signs in and sets up two-factor: a full session, as the console gets one. */
async function personWithTwoFactor(t: TestApp, name: string): Promise<Person> {
  const email = await confirmedUser(t, `${name}.${nextSuffix()}@example.com`);
  const pending = signinAnswer.parse((await signin(t, email)).json());
  const initiated = initiateAnswer.parse((await postJson(t.app, '/auth/2fa/initiate', {}, { token: pending.token })).json());
  const verified = verifyAnswer.parse(
    (await postJson(t.app, '/auth/2fa/verify', { verificationToken: codeAt(initiated.secret, t.clock.now()), rememberDevice: true }, { token: pending.token })).json(),
  );
  const token = verified.data.token;
  if (!token) throw new Error('Two-factor verification gave no full session.');
  return { userId: pending.userId, email, token, tfaSecret: initiated.secret };
}

async function companyFixtures(t: TestApp, admin: Person, user: Person, otherCompanyId: string): Promise<Fixtures> {
  const { createCompany } = await gql<{ createCompany: { id: string } }>(t, admin.token, 'mutation($n: String!) { createCompany(name: $n, country: "TURKEY") { id } }', {
    n: `Fuzz Company ${nextSuffix()}`,
  });
  const companyId = createCompany.id;
  // Approving a company (enterprise) is done by the platform's operators: there is no API for it.
  await t.db.updateTable('companies').set({ is_enterprise: true }).where('id', '=', companyId).execute();

  await gql(t, admin.token, 'mutation($c: ID!, $e: String!) { inviteMember(companyId: $c, email: $e, userType: "USER") { id } }', { c: companyId, e: user.email });
  const link = new URL(await latestLink(t.db, user.email.toLowerCase()));
  const accepted = await postJson(t.app, `/auth/invitation/accept?tokeninv=${link.searchParams.get('tokeninv') ?? ''}`, {}, { token: user.token, ip: OFFICE_IP });
  if (accepted.statusCode !== 200) throw new Error(`Accepting the invitation failed: ${accepted.body}`);
  const { inviteMember } = await gql<{ inviteMember: { id: string } }>(
    t,
    admin.token,
    'mutation($c: ID!) { inviteMember(companyId: $c, email: "guest@example.com", userType: "USER") { id } }',
    { c: companyId },
  );

  const { createBot } = await gql<{ createBot: { id: string } }>(t, admin.token, 'mutation($c: ID!) { createBot(name: "Fuzz Helper", companyId: $c) { id } }', { c: companyId });
  const botId = createBot.id;
  const { versions } = await gql<{ versions: Array<{ id: string }> }>(t, admin.token, 'query($b: ID!) { versions(botId: $b) { id } }', { b: botId });
  const { bots } = await gql<{ bots: Array<{ id: string; webChatChannelId: string }> }>(t, admin.token, 'query($c: ID) { bots(companyId: $c) { id webChatChannelId } }', {
    c: companyId,
  });
  const webChatChannelId = bots.find((bot) => bot.id === botId)?.webChatChannelId ?? '';
  // Port 9 (discard) on this machine: the webhook's deliveries fail at once, without leaving the machine.
  const { createGenericChannel } = await gql<{ createGenericChannel: { channel: { id: string }; apiToken: string } }>(
    t,
    admin.token,
    'mutation($c: ID!, $b: ID!) { createGenericChannel(companyId: $c, name: "Fuzz Webhook", webhookUrl: "http://127.0.0.1:9/hook", botId: $b) { channel { id } apiToken } }',
    { c: companyId, b: botId },
  );

  const started = await postJson(t.app, `/microwebchat/v1/channels/${webChatChannelId}/conversations`, { clientInfo: { name: 'Fuzz', surname: 'Visitor' } });
  const chat = started.json() as { conversationId?: string; clientToken?: string };
  const incoming = await postJson(
    t.app,
    `/external/v1/incoming?channelID=${createGenericChannel.channel.id}`,
    { clientInfo: { id: 'fuzz-client' }, message: { content: 'hello' } },
    { headers: { apitoken: createGenericChannel.apiToken } },
  );
  const webhook = incoming.json() as { conversationId?: string };

  // The built-in NLU keeps its intents in the console's database, so the fuzzed AI calls reach no provider.
  const { createAIconnection } = await gql<{ createAIconnection: { id: string } }>(
    t,
    admin.token,
    'mutation($c: ID!, $s: String!) { createAIconnection(companyId: $c, name: "Fuzz AI", type: "BuiltInNlu", settings: $s) { id } }',
    { c: companyId, s: JSON.stringify({ language: 'en' }) },
  );
  const aiId = createAIconnection.id;
  await gql(t, admin.token, 'mutation($a: ID!) { addIntentToAI(id: $a, intent: "Greeting") { success } }', { a: aiId });
  await gql(t, admin.token, 'mutation($a: ID!) { addUtteranceToIntent(id: $a, intent: "Greeting", utterance: "hello there") { success } }', { a: aiId });
  await gql(t, admin.token, 'mutation($a: ID!) { addEntityToAI(id: $a, entity: "city") { success } }', { a: aiId });
  const { intentsOfAIconn } = await gql<{ intentsOfAIconn: Array<{ intent_id: string }> }>(t, admin.token, 'query($a: ID!) { intentsOfAIconn(id: $a) { intent_id } }', { a: aiId });
  const intentId = intentsOfAIconn[0]?.intent_id ?? '';
  const { getIntentDetails } = await gql<{ getIntentDetails: { utterances: Array<{ id: string }> } }>(
    t,
    admin.token,
    'query($a: ID!, $i: ID!) { getIntentDetails(id: $a, intent: "Greeting", intentId: $i) { utterances { id } } }',
    { a: aiId, i: intentId },
  );
  const { entitiesOfAIconn } = await gql<{ entitiesOfAIconn: Array<{ entity_id: string }> }>(t, admin.token, 'query($a: ID!) { entitiesOfAIconn(id: $a) { entity_id } }', {
    a: aiId,
  });
  // Knowledge bases are read-only in the API (they come from the AI provider's import).
  const knowledgeBaseId = await insertKnowledgeBase(t.db, t.clock.now(), {
    companyId,
    userId: admin.userId,
    label: 'FAQ',
    intents: [{ label: 'Hours', language: 'en', utterances: ['When are you open?'] }],
  });

  return {
    companyId,
    otherCompanyId,
    botId,
    versionId: versions[0]?.id ?? '',
    webChatChannelId,
    genericChannelId: createGenericChannel.channel.id,
    apiToken: createGenericChannel.apiToken,
    webChatConversationId: chat.conversationId ?? '',
    clientToken: chat.clientToken ?? '',
    webhookConversationId: webhook.conversationId ?? '',
    aiId,
    intentId,
    utteranceId: getIntentDetails.utterances[0]?.id ?? '',
    entityId: entitiesOfAIconn[0]?.entity_id ?? '',
    knowledgeBaseId,
    invitationId: inviteMember.id,
  };
}

/** Which real ids fit a parameter, by its name (`field.argument` for GraphQL); unknown names get all of them. */
function idsByName(f: Fixtures, people: World['people'], qualifiedName: string): string[] {
  const parts = qualifiedName.split('.');
  const field = parts.length > 1 ? (parts[0] ?? '') : '';
  const argument = parts[parts.length - 1] ?? '';
  // GraphQL arguments named plainly `id` name what their field is about.
  if (argument === 'id' && /ai|intent|entit|utterance|training|publish/i.test(field)) return [f.aiId];
  if (argument === 'id' && /compan/i.test(field)) return [f.companyId, f.otherCompanyId];
  if (argument === 'id' && /invitation/i.test(field)) return [f.invitationId];
  const n = argument.toLowerCase();
  const users = [people.ADMIN.userId, people.USER.userId, people['another company'].userId];
  if (n.includes('company')) return [f.companyId, f.otherCompanyId];
  if (n.includes('bot')) return [f.botId];
  if (n.includes('version')) return [f.versionId];
  if (n.includes('channel')) return [f.webChatChannelId, f.genericChannelId];
  if (n.includes('conversation')) return [f.webChatConversationId, f.webhookConversationId];
  if (n.includes('intent')) return [f.intentId];
  if (n.includes('utterance')) return [f.utteranceId];
  if (n.includes('entity')) return [f.entityId];
  if (n.includes('knowledge')) return [f.knowledgeBaseId];
  if (n.includes('user')) return users;
  if (n.includes('ai')) return [f.aiId];
  return [f.companyId, f.botId, f.versionId, f.webChatChannelId, f.genericChannelId, f.webChatConversationId, f.aiId, f.intentId, f.entityId, f.invitationId, ...users];
}

/** The company of the person who belongs to another company (its ADMIN). */
async function otherCompany(t: TestApp, outsider: Person): Promise<string> {
  const { createCompany } = await gql<{ createCompany: { id: string } }>(t, outsider.token, 'mutation($n: String!) { createCompany(name: $n, country: "TURKEY") { id } }', {
    n: `Other Company ${nextSuffix()}`,
  });
  // Approving a company (enterprise) is done by the platform's operators: there is no API for it.
  await t.db.updateTable('companies').set({ is_enterprise: true }).where('id', '=', createCompany.id).execute();
  return createCompany.id;
}

export async function buildWorld(t: TestApp): Promise<World> {
  const admin = await personWithTwoFactor(t, 'admin');
  const user = await personWithTwoFactor(t, 'user');
  const outsider = await personWithTwoFactor(t, 'outsider');
  const people = { ADMIN: admin, USER: user, 'another company': outsider };
  const otherCompanyId = await otherCompany(t, outsider);

  const handedOut = new Set<string>([strongPassword]);
  let fixtures = await companyFixtures(t, admin, user, otherCompanyId);
  const remember = () => {
    for (const person of Object.values(people)) {
      handedOut.add(person.token);
      handedOut.add(person.tfaSecret);
    }
    handedOut.add(fixtures.apiToken);
    handedOut.add(fixtures.clientToken);
  };
  remember();

  const world: World = {
    people,
    get fixtures() {
      return fixtures;
    },
    secrets: () => [...handedOut].filter((secret) => secret.length >= 8),
    idsFor: (name) => idsByName(fixtures, people, name).filter((id) => id !== ''),
    repair: async () => {
      // Sessions a fuzzed sign-out or password change revoked are reopened in the database: the
      // fuzzer keeps its callers (signing in through the API is what the set-up did).
      for (const person of Object.values(people)) {
        if (await findSession(t.db, t.clock, person.token)) continue;
        await t.db.updateTable('sessions').set({ revoked_at: null, scope: 'full' }).where('token_hash', '=', hashToken(person.token)).execute();
        if (!(await findSession(t.db, t.clock, person.token))) throw new Error(`The session of ${person.email} could not be reopened.`);
      }
      if (!(await t.db.selectFrom('companies').select('id').where('id', '=', fixtures.otherCompanyId).executeTakeFirst())) {
        fixtures = { ...fixtures, otherCompanyId: await otherCompany(t, outsider) };
      }
      if (!(await t.db.selectFrom('companies').select('id').where('id', '=', fixtures.companyId).executeTakeFirst())) {
        fixtures = await companyFixtures(t, admin, user, fixtures.otherCompanyId);
        remember();
        return;
      }
      // An accepted allowlist, member change or leave would lock the callers out for the rest of the run.
      const companies = [fixtures.companyId, fixtures.otherCompanyId];
      await t.db
        .updateTable('companies')
        .set({ ip_allowlist: null, is_enterprise: true })
        .where('id', 'in', companies)
        .where((eb) => eb.or([eb('ip_allowlist', 'is not', null), eb('is_enterprise', '=', false)]))
        .execute();
      const members: Array<[string, string, 'ADMIN' | 'USER']> = [
        [fixtures.companyId, admin.userId, 'ADMIN'],
        [fixtures.companyId, user.userId, 'USER'],
        [fixtures.otherCompanyId, outsider.userId, 'ADMIN'],
      ];
      const rows = await t.db.selectFrom('company_users').select(['company_id', 'user_id', 'user_type']).where('company_id', 'in', companies).execute();
      for (const [companyId, userId, userType] of members) {
        const row = rows.find((r) => r.company_id === companyId && r.user_id === userId);
        if (row?.user_type === userType) continue;
        if (row) await t.db.updateTable('company_users').set({ user_type: userType }).where('company_id', '=', companyId).where('user_id', '=', userId).execute();
        else await t.db.insertInto('company_users').values({ company_id: companyId, user_id: userId, user_type: userType }).execute();
      }
    },
  };
  return world;
}

/** The headers a caller sends: its bearer token and the company the console has open (services/http.ts). */
export function callerHeaders(world: World, caller: CallerName): Record<string, string> {
  if (caller === 'no session') return {};
  const person = world.people[caller];
  const companyId = caller === 'another company' ? world.fixtures.otherCompanyId : world.fixtures.companyId;
  return { authorization: `Bearer ${person.token}`, companyID: companyId };
}
