import { vi } from 'vitest';
import { createActor, waitFor, type SnapshotFrom } from 'xstate';
import { whatsappCloudMachine } from '../../machines/channels/forms/whatsappCloud.machine';
import { createGraphqlClient } from '../../services/graphql';
import { http } from '../../services/http';
import { channelActors } from '../../src/app/channelActors';
import type { ChannelCalls } from '../../src/app/channelCalls';
import { channelCallsOver } from '../../src/app/channelCallsOver';
import { provideChannelForm } from '../../ui/channels/provideChannels';
import { fetchInto, type Person } from './graphqlHelpers';
import type { TestApp } from './testApp';

/**
 * The console's channel calls (services/channels.ts: the GraphQL add and update, the REST usage
 * check) against the test app in process, as the signed-in person: what the CHANNELS tab's forms
 * are given in the browser (src/app/channelActors.ts).
 */
export function consoleCallsAs(t: TestApp, person: Person): ChannelCalls {
  vi.stubGlobal('document', { cookie: `token=${encodeURIComponent(person.token)}` });
  const fetchFn = fetchInto(t.app);
  return channelCallsOver(createGraphqlClient({ uri: 'http://console.test/bot/graphql', fetch: fetchFn }), http.extend({ prefixUrl: 'http://console.test', fetch: fetchFn }));
}

type FormSnapshot = SnapshotFrom<typeof whatsappCloudMachine>;

/** The WhatsApp Cloud form over these calls, for a new channel (channelId null) or a stored one, once it takes input. */
export async function whatsappCloudForm(calls: ChannelCalls, input: { companyId: string; channelId: string | null; userEmail: string }) {
  const actor = createActor(
    provideChannelForm(whatsappCloudMachine, channelActors(calls), () => {}),
    { input },
  ).start();
  await waitFor(actor, (s) => s.hasTag('editing'), { timeout: 10_000 });
  const type = (fields: Record<string, string>) => {
    for (const [field, value] of Object.entries(fields)) actor.send({ type: 'FIELD_CHANGED', field, value });
  };
  /** SAVE (or CONNECT), then what the form shows once its call has answered (an added channel ends the form). */
  const save = async (): Promise<FormSnapshot> => {
    actor.send({ type: 'SUBMIT' });
    return waitFor(
      actor,
      (s) => s.status === 'done' || (s.hasTag('editing') && (s.context.error !== null || s.context.notice !== null || Object.keys(s.context.errors).length > 0)),
      { timeout: 20_000 },
    );
  };
  return { actor, type, save };
}
