import { callActor, channelFormCallActors } from './callActor';
import type { ChannelActors } from './channelActors';
import type { SuiteConnectLogic } from './forms/formProps';

/** The suite form's machine with the console's calls; a save makes the list read the channels again. */
export function provideSuiteConnect(machine: SuiteConnectLogic, calls: ChannelActors, notifySaved: () => void) {
  return machine.provide({
    actors: {
      ...channelFormCallActors(calls),
      fetchCaptcha: callActor(calls.fetchSuiteCaptcha),
      suiteLogin: callActor(calls.suiteLogin),
      loadSuitePools: callActor(calls.loadSuitePools),
      saveHandoverPool: callActor(calls.saveSuiteHandoverPool),
    },
    actions: { notifySaved },
  });
}
