import type { ActorRefFrom } from 'xstate';
import type { webSettingsMachine } from '../../../../machines/channels/forms/webSettings';

/** Every web chat settings machine has this type. */
export type WebSettingsLogic = ReturnType<typeof webSettingsMachine>;
export type WebSettingsActor = ActorRefFrom<WebSettingsLogic>;

/** What the dialog gives a web chat kind's form. */
export type WebSettingsProps = { actor: WebSettingsActor; publicUrl: string };
