import type { ActorRefFrom } from 'xstate';
import type { channelFormMachine } from '../../../machines/channels/forms/channelForm';
import type { pagesFormMachine } from '../../../machines/channels/forms/pagesForm';
import type { WebSettingsActor } from './web/settingsProps';

/** Every channel form machine has this type (the shared create/update states). */
export type ChannelFormLogic = ReturnType<typeof channelFormMachine>;
export type ChannelFormActor = ActorRefFrom<ChannelFormLogic>;

/** The Facebook and Instagram forms (login, pages, handover receiver). */
export type PagesFormLogic = ReturnType<typeof pagesFormMachine>;
export type PagesFormActor = ActorRefFrom<PagesFormLogic>;
export type PagesFormProps = { actor: PagesFormActor; devMode: boolean };

/** The actor of any channel form, the web chat kinds' included: what the name, assistant and messages parts need. */
export type AnyChannelFormActor = ChannelFormActor | WebSettingsActor;

/** What the dialog gives a kind's form. */
export type ChannelFormProps = { actor: ChannelFormActor; publicUrl: string; devMode: boolean };
