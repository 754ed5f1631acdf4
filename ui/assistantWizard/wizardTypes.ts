import type { ActorRefFrom } from 'xstate';
import type { assistantWizardMachine } from '../../machines/assistantWizard.machine';

export type WizardActorRef = ActorRefFrom<typeof assistantWizardMachine>;
