import { fromPromise } from 'xstate';
import type { ChannelActors } from './channelActors';
import type { SuiteConnectLogic } from './forms/formProps';

/** The suite form's machine with the console's calls; a save makes the list read the channels again. */
export function provideSuiteConnect(machine: SuiteConnectLogic, calls: ChannelActors, notifySaved: () => void) {
  return machine.provide({
    actors: {
      loadAssistants: fromPromise(({ input, signal }) => calls.loadAssistants(input, signal)),
      loadChannel: fromPromise(({ input, signal }) => calls.loadChannel(input, signal)),
      addChannel: fromPromise(({ input, signal }) => calls.addChannel(input, signal)),
      fetchCaptcha: fromPromise(({ input, signal }) => calls.fetchSuiteCaptcha(input, signal)),
      suiteLogin: fromPromise(({ input, signal }) => calls.suiteLogin(input, signal)),
      loadSuitePools: fromPromise(({ input, signal }) => calls.loadSuitePools(input, signal)),
      saveHandoverPool: fromPromise(({ input, signal }) => calls.saveSuiteHandoverPool(input, signal)),
    },
    actions: { notifySaved },
  });
}
