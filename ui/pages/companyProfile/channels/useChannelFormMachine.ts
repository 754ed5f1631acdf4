import { useState } from 'react';
import type { ChannelFormInput } from '../../../../machines/channels/forms/channelForm';
import { useConsoleActors } from '../../../app/ConsoleActorsContext';
import type { ChannelActors } from '../../../channels/channelActors';
import type { ChannelFormLogic, PagesFormLogic, SalesChatLogic, SuiteConnectLogic } from '../../../channels/forms/formProps';
import type { WebSettingsLogic } from '../../../channels/forms/web/settingsProps';
import type { FormBodyProps } from './ChannelFormDialogBody';

/** The form machines the dialog runs: each starts from the open form's company, channel and user. */
type FormLogic = ChannelFormLogic | PagesFormLogic | WebSettingsLogic | SuiteConnectLogic | SalesChatLogic;

/**
 * The kind's machine, given the console's calls and the list's reload once, and what it starts
 * with for the open channel: the arguments of `useActorRef`, which the body calls with its own
 * machine's type.
 */
export function useChannelFormMachine<L extends FormLogic>(
  provide: (calls: ChannelActors, notifySaved: () => void) => L,
  { open, companyId, onSaved }: FormBodyProps,
): [L, { input: ChannelFormInput }] {
  const { channels, session } = useConsoleActors();
  const [logic] = useState(() => provide(channels, onSaved));
  return [logic, { input: { companyId, channelId: open.mode === 'update' ? open.channelId : null, userEmail: session.getUserInfo()?.email ?? '' } }];
}
