import { fromPromise } from 'xstate';
import { directLinkMachine } from '../../../machines/channels/popups/directLink.machine';
import { iceBreakersMachine } from '../../../machines/channels/popups/iceBreakers.machine';
import { persistentMenuMachine } from '../../../machines/channels/popups/persistentMenu.machine';
import type { InstagramToolsActors } from './instagramToolsActors';

export function providePersistentMenu(calls: InstagramToolsActors) {
  return persistentMenuMachine.provide({
    actors: {
      loadList: fromPromise(async ({ input, signal }) => (await calls.loadPersistentMenu(input, signal)).buttons),
      saveList: fromPromise(({ input, signal }) => calls.savePersistentMenu({ channelId: input.channelId, buttons: input.items }, signal)),
    },
  });
}

export function provideIceBreakers(calls: InstagramToolsActors) {
  return iceBreakersMachine.provide({
    actors: {
      loadList: fromPromise(async ({ input, signal }) => (await calls.loadIceBreakers(input, signal)).icebreaker),
      saveList: fromPromise(({ input, signal }) => calls.saveIceBreakers({ channelId: input.channelId, icebreaker: input.items }, signal)),
      deleteList: fromPromise(({ input, signal }) => calls.deleteIceBreakers(input, signal)),
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
