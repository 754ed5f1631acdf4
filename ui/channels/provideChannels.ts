import { fromPromise } from 'xstate';
import { channelListMachine } from '../../machines/channels/channelList.machine';
import { cloudApiKeyMachine } from '../../machines/channels/cloudApiKey.machine';
import { partnerWebhookMachine } from '../../machines/channels/popups/partnerWebhook.machine';
import { trackingParametersMachine } from '../../machines/channels/popups/trackingParameters.machine';
import type { ChannelActors } from './channelActors';
import type { ChannelFormLogic, PagesFormLogic } from './forms/formProps';
import type { WebSettingsLogic } from './forms/web/settingsProps';

export function provideChannelList(calls: ChannelActors) {
  return channelListMachine.provide({
    actors: {
      loadChannels: fromPromise(({ input, signal }) => calls.loadChannels(input, signal)),
      deleteChannel: fromPromise(({ input, signal }) => calls.deleteChannel(input, signal)),
    },
  });
}

export function provideChannelForm(machine: ChannelFormLogic, calls: ChannelActors, notifySaved: () => void) {
  return machine.provide({
    actors: {
      loadAssistants: fromPromise(({ input, signal }) => calls.loadAssistants(input, signal)),
      loadChannel: fromPromise(({ input, signal }) => calls.loadChannel(input, signal)),
      checkUsage: fromPromise(({ input, signal }) => calls.checkUsage(input, signal)),
      addChannel: fromPromise(({ input, signal }) => calls.addChannel(input, signal)),
      updateChannel: fromPromise(({ input, signal }) => calls.updateChannel(input, signal)),
    },
    actions: { notifySaved },
  });
}

/** The Facebook or Instagram form with the dialog's calls (the login popup among them). */
export function providePagesForm(machine: PagesFormLogic, calls: ChannelActors, notifySaved: () => void) {
  return machine.provide({
    actors: {
      loadAssistants: fromPromise(({ input, signal }) => calls.loadAssistants(input, signal)),
      loadChannel: fromPromise(({ input, signal }) => calls.loadChannel(input, signal)),
      checkUsage: fromPromise(({ input, signal }) => calls.checkUsage(input, signal)),
      addChannel: fromPromise(({ input, signal }) => calls.addChannel(input, signal)),
      logIn: fromPromise(({ input, signal }) => calls.logInWithFacebook(input, signal)),
      loadPages: fromPromise(({ input, signal }) => calls.loadFacebookPages(input, signal)),
      loadReceivers: fromPromise(({ input, signal }) => calls.loadSecondaryReceivers(input, signal)),
      saveHandover: fromPromise(({ input, signal }) => calls.saveHandover(input, signal)),
      reconnect: fromPromise(({ input, signal }) => calls.reconnectFacebook(input, signal)),
    },
    actions: { notifySaved },
  });
}

export function provideCloudApiKey(calls: ChannelActors, keySaved: () => void) {
  return cloudApiKeyMachine.provide({
    actors: { setCloudApiKey: fromPromise(({ input, signal }) => calls.setCloudApiKey(input, signal)) },
    actions: { keySaved },
  });
}

export function provideWebSettings(machine: WebSettingsLogic, calls: ChannelActors, notifySaved: () => void) {
  return machine.provide({
    actors: {
      loadAssistants: fromPromise(({ input, signal }) => calls.loadAssistants(input, signal)),
      loadChannel: fromPromise(({ input, signal }) => calls.loadChannel(input, signal)),
      addChannel: fromPromise(({ input, signal }) => calls.addChannel(input, signal)),
      updateChannel: fromPromise(({ input, signal }) => calls.updateChannel(input, signal)),
      readImage: fromPromise(({ input, signal }) => calls.readImage(input, signal)),
      uploadImage: fromPromise(({ input, signal }) => calls.uploadImage(input, signal)),
    },
    actions: { notifySaved },
  });
}

export function providePartnerWebhook(calls: ChannelActors) {
  return partnerWebhookMachine.provide({
    actors: {
      loadPartnerWebhook: fromPromise(({ input, signal }) => calls.loadPartnerWebhook(input, signal)),
      savePartnerWebhook: fromPromise(({ input, signal }) => calls.savePartnerWebhook(input, signal)),
    },
  });
}

export function provideTrackingParameters(calls: ChannelActors) {
  return trackingParametersMachine.provide({
    actors: {
      loadTrackingParameters: fromPromise(({ input, signal }) => calls.loadTrackingParameters(input, signal)),
      saveTrackingParameters: fromPromise(({ input, signal }) => calls.saveTrackingParameters(input, signal)),
    },
  });
}
