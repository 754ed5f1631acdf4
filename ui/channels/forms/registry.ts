import type { ComponentType } from 'react';
import type { FormKind } from '../../../machines/channels/channels';
import { facebookPagesMachine } from '../../../machines/channels/forms/facebookPages.machine';
import { genericMachine } from '../../../machines/channels/forms/generic.machine';
import { instagramPagesMachine } from '../../../machines/channels/forms/instagramPages.machine';
import { lineMachine } from '../../../machines/channels/forms/line.machine';
import { salesChatMachine } from '../../../machines/channels/forms/salesChat.machine';
import { suiteConnectMachine } from '../../../machines/channels/forms/suiteConnect.machine';
import { teamsMachine } from '../../../machines/channels/forms/teams.machine';
import { telegramMachine } from '../../../machines/channels/forms/telegram.machine';
import { webChatMachine } from '../../../machines/channels/forms/webChat.machine';
import { webMessengerMachine } from '../../../machines/channels/forms/webMessenger.machine';
import { whatsappCloudMachine } from '../../../machines/channels/forms/whatsappCloud.machine';
import { FacebookForm } from './facebook';
import type { ChannelFormLogic, ChannelFormProps, PagesFormLogic, PagesFormProps, SalesChatFormProps, SalesChatLogic, SuiteConnectLogic, SuiteFormProps } from './formProps';
import { GenericForm } from './generic';
import { InstagramForm } from './instagram';
import { LineForm } from './line';
import { SalesChatForm } from './salesChat';
import { SuiteForm } from './suite';
import { TeamsForm } from './teams';
import { TelegramForm } from './telegram';
import type { WebSettingsLogic, WebSettingsProps } from './web/settingsProps';
import { WebChatForm } from './webChat';
import { WebMessengerForm } from './webMessenger';
import { WhatsappCloudForm } from './whatsappCloud';

/** A kind edited by text fields (the shared channel form), a web chat kind (the settings form), the suite (its login form), a page kind (login and page choice) or the sales chat (a provider's login that makes the channel). */
export type ChannelFormEntry =
  | { type: 'fields'; machine: ChannelFormLogic; Form: ComponentType<ChannelFormProps> }
  | { type: 'web'; machine: WebSettingsLogic; Form: ComponentType<WebSettingsProps> }
  | { type: 'suite'; machine: SuiteConnectLogic; Form: ComponentType<SuiteFormProps> }
  | { type: 'pages'; machine: PagesFormLogic; Form: ComponentType<PagesFormProps> }
  | { type: 'login'; machine: SalesChatLogic; Form: ComponentType<SalesChatFormProps> };

/** One form per kind the console can run: a kind missing here is a type error. */
export const channelForms: { readonly [K in FormKind]: ChannelFormEntry } = {
  webChat: { type: 'web', machine: webChatMachine, Form: WebChatForm },
  webMessenger: { type: 'web', machine: webMessengerMachine, Form: WebMessengerForm },
  telegram: { type: 'fields', machine: telegramMachine, Form: TelegramForm },
  whatsappCloud: { type: 'fields', machine: whatsappCloudMachine, Form: WhatsappCloudForm },
  line: { type: 'fields', machine: lineMachine, Form: LineForm },
  generic: { type: 'fields', machine: genericMachine, Form: GenericForm },
  teams: { type: 'fields', machine: teamsMachine, Form: TeamsForm },
  suite: { type: 'suite', machine: suiteConnectMachine, Form: SuiteForm },
  facebook: { type: 'pages', machine: facebookPagesMachine, Form: FacebookForm },
  instagram: { type: 'pages', machine: instagramPagesMachine, Form: InstagramForm },
  salesChat: { type: 'login', machine: salesChatMachine, Form: SalesChatForm },
};
