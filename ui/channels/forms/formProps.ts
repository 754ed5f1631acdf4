import type { ActorRefFrom } from 'xstate';
import type { channelFormMachine } from '../../../machines/channels/forms/channelForm';

/** Every channel form machine has this type (the shared create/update states). */
export type ChannelFormLogic = ReturnType<typeof channelFormMachine>;
export type ChannelFormActor = ActorRefFrom<ChannelFormLogic>;

/** What the dialog gives a kind's form. */
export type ChannelFormProps = { actor: ChannelFormActor; publicUrl: string; devMode: boolean };
