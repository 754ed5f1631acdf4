import { callActor } from './callActor';
import type { ChannelActors } from './channelActors';
import type { SalesChatLogic } from './forms/formProps';
import { leaveConsole } from '../kit/leaveConsole';

/** The sales-chat form's machine with the console's authorize call; SUBMIT's answer sends the browser to Zoho. */
export function provideSalesChat(machine: SalesChatLogic, calls: ChannelActors, leave: (url: string) => void = leaveConsole) {
  return machine.provide({
    actors: { zohoAuthorize: callActor(calls.zohoAuthorize) },
    actions: { openZoho: (_, { url }) => leave(url) },
  });
}
