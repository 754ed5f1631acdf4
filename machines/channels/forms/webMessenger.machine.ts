import { channelFormMachine } from './channelForm';

/** The web messenger: created by name (Connect); its update keeps the name (the SCRIPT tab shows the snippet). */
export const webMessengerMachine = channelFormMachine({
  kind: 'webMessenger',
  fields: [],
  toProperties: () => ({}),
  fromProperties: () => ({}),
  pairs: false,
});
