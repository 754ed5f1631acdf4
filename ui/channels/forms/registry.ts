import type { ComponentType } from 'react';
import type { FormKind } from '../../../machines/channels/channels';
import { genericMachine } from '../../../machines/channels/forms/generic.machine';
import { telegramMachine } from '../../../machines/channels/forms/telegram.machine';
import { webChatMachine } from '../../../machines/channels/forms/webChat.machine';
import { whatsappCloudMachine } from '../../../machines/channels/forms/whatsappCloud.machine';
import type { ChannelFormLogic, ChannelFormProps } from './formProps';
import { GenericForm } from './generic';
import { TelegramForm } from './telegram';
import { WebChatForm } from './webChat';
import { WhatsappCloudForm } from './whatsappCloud';

/** One form per kind the console can run: a kind missing here is a type error. */
export const channelForms: { readonly [K in FormKind]: { machine: ChannelFormLogic; Form: ComponentType<ChannelFormProps> } } = {
  webChat: { machine: webChatMachine, Form: WebChatForm },
  telegram: { machine: telegramMachine, Form: TelegramForm },
  whatsappCloud: { machine: whatsappCloudMachine, Form: WhatsappCloudForm },
  generic: { machine: genericMachine, Form: GenericForm },
};
