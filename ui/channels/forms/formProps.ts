import type { ActorRefFrom } from 'xstate';
import type { channelFormMachine } from '../../../machines/channels/forms/channelForm';
import type { suiteConnectMachine } from '../../../machines/channels/forms/suiteConnect.machine';
import type { pagesFormMachine } from '../../../machines/channels/forms/pagesForm';
import type { salesChatMachine } from '../../../machines/channels/forms/salesChat.machine';
import type { WebSettingsActor } from './web/settingsProps';

/** Every channel form machine has this type (the shared create/update states). */
export type ChannelFormLogic = ReturnType<typeof channelFormMachine>;
export type ChannelFormActor = ActorRefFrom<ChannelFormLogic>;

/** The Facebook and Instagram forms (login, pages, handover receiver). */
export type PagesFormLogic = ReturnType<typeof pagesFormMachine>;
export type PagesFormActor = ActorRefFrom<PagesFormLogic>;
export type PagesFormProps = { actor: PagesFormActor; devMode: boolean };

/** The actor of any channel form, the web chat kinds' included: what the name, assistant and messages parts need. */
export type AnyChannelFormActor = ChannelFormActor | WebSettingsActor | SuiteConnectActor;

/** The suite form's machine and actor (its own states: captcha, login, pools). */
export type SuiteConnectLogic = typeof suiteConnectMachine;
export type SuiteConnectActor = ActorRefFrom<SuiteConnectLogic>;

/** What the dialog gives the suite form. */
export type SuiteFormProps = { actor: SuiteConnectActor; devMode: boolean };

/** What the dialog gives a kind's form. */
export type ChannelFormProps = { actor: ChannelFormActor; publicUrl: string; devMode: boolean };

/** The sales-chat form's machine and actor (the Zoho client, then Zoho's login). */
export type SalesChatLogic = typeof salesChatMachine;
export type SalesChatActor = ActorRefFrom<SalesChatLogic>;
export type SalesChatFormProps = { actor: SalesChatActor; devMode: boolean };
