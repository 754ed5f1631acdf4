import type { ActorRefFrom } from 'xstate';
import type { assistantWizardMachine } from '../../machines/assistants/assistantWizard.machine';

export type WizardActorRef = ActorRefFrom<typeof assistantWizardMachine>;
