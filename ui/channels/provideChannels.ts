import { channelListMachine } from '../../machines/channels/channelList.machine';
import { cloudApiKeyMachine } from '../../machines/channels/cloudApiKey.machine';
import { partnerWebhookMachine } from '../../machines/channels/popups/partnerWebhook.machine';
import { trackingParametersMachine } from '../../machines/channels/popups/trackingParameters.machine';
import { callActor, channelFormCallActors } from './callActor';
import type { ChannelActors } from './channelActors';
import type { ChannelFormLogic, PagesFormLogic } from './forms/formProps';
import type { WebSettingsLogic } from './forms/web/settingsProps';

export function provideChannelList(calls: ChannelActors) {
  return channelListMachine.provide({
    actors: { loadChannels: callActor(calls.loadChannels), deleteChannel: callActor(calls.deleteChannel) },
  });
}

export function provideChannelForm(machine: ChannelFormLogic, calls: ChannelActors, notifySaved: () => void) {
  return machine.provide({
    actors: { ...channelFormCallActors(calls), checkUsage: callActor(calls.checkUsage), updateChannel: callActor(calls.updateChannel) },
    actions: { notifySaved },
  });
}

/** The Facebook or Instagram form with the dialog's calls (the login popup among them). */
export function providePagesForm(machine: PagesFormLogic, calls: ChannelActors, notifySaved: () => void) {
  return machine.provide({
    actors: {
      ...channelFormCallActors(calls),
      checkUsage: callActor(calls.checkUsage),
      logIn: callActor(calls.logInWithFacebook),
      loadPages: callActor(calls.loadFacebookPages),
      loadReceivers: callActor(calls.loadSecondaryReceivers),
      saveHandover: callActor(calls.saveHandover),
      reconnect: callActor(calls.reconnectFacebook),
    },
    actions: { notifySaved },
  });
}

export function provideCloudApiKey(calls: ChannelActors, keySaved: () => void) {
  return cloudApiKeyMachine.provide({ actors: { setCloudApiKey: callActor(calls.setCloudApiKey) }, actions: { keySaved } });
}

export function provideWebSettings(machine: WebSettingsLogic, calls: ChannelActors, notifySaved: () => void) {
  return machine.provide({
    actors: { ...channelFormCallActors(calls), updateChannel: callActor(calls.updateChannel), readImage: callActor(calls.readImage), uploadImage: callActor(calls.uploadImage) },
    actions: { notifySaved },
  });
}

export function providePartnerWebhook(calls: ChannelActors) {
  return partnerWebhookMachine.provide({
    actors: { loadPartnerWebhook: callActor(calls.loadPartnerWebhook), savePartnerWebhook: callActor(calls.savePartnerWebhook) },
  });
}

export function provideTrackingParameters(calls: ChannelActors) {
  return trackingParametersMachine.provide({
    actors: { loadTrackingParameters: callActor(calls.loadTrackingParameters), saveTrackingParameters: callActor(calls.saveTrackingParameters) },
  });
}
