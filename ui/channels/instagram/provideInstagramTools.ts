import { fromPromise } from 'xstate';
import { directLinkMachine } from '../../../machines/channels/popups/directLink.machine';
import { iceBreakersMachine } from '../../../machines/channels/popups/iceBreakers.machine';
import { persistentMenuMachine } from '../../../machines/channels/popups/persistentMenu.machine';
import type { InstagramToolsActors } from './instagramToolsActors';

export function providePersistentMenu(calls: InstagramToolsActors) {
  return persistentMenuMachine.provide({
    actors: {
      loadPersistentMenu: fromPromise(({ input, signal }) => calls.loadPersistentMenu(input, signal)),
      savePersistentMenu: fromPromise(({ input, signal }) => calls.savePersistentMenu(input, signal)),
    },
  });
}

export function provideIceBreakers(calls: InstagramToolsActors) {
  return iceBreakersMachine.provide({
    actors: {
      loadIceBreakers: fromPromise(({ input, signal }) => calls.loadIceBreakers(input, signal)),
      saveIceBreakers: fromPromise(({ input, signal }) => calls.saveIceBreakers(input, signal)),
      deleteIceBreakers: fromPromise(({ input, signal }) => calls.deleteIceBreakers(input, signal)),
    },
  });
}

export function provideDirectLink(calls: InstagramToolsActors) {
  return directLinkMachine.provide({
    actors: {
      loadIceBreakers: fromPromise(({ input, signal }) => calls.loadIceBreakers(input, signal)),
      loadUsername: fromPromise(({ input, signal }) => calls.loadUsername(input, signal)),
      copyText: fromPromise(({ input }) => calls.copyText(input)),
    },
  });
}
