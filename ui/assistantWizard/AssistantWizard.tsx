import { useState } from 'react';
import { useInspectedActorRef as useActorRef } from '../inspector/inspection';
import type { AssistantCreatedNotice } from '../../machines/assistants/assistantWizard.machine';
import { useConsoleActors } from '../app/ConsoleActorsContext';
import { useConsoleConfig } from '../app/ConsoleConfigContext';
import { showToast } from '../kit/toasts';
import { useLatest } from '../kit/useLatest';
import { useText } from '../kit/useText';
import { AssistantWizardView } from './AssistantWizardView';
import { provideAssistantWizardMachine } from './wizardLogic';

export type AssistantWizardProps = {
  companyId: string;
  /** A template chosen before the wizard opened (templates page). */
  templateId?: string;
  templateHasAi?: boolean;
  /** The guide's first assistant. */
  firstTime?: boolean;
  onCreated: (notice: AssistantCreatedNotice) => void;
  onBack?: () => void;
};

/** The wizard with the console's calls; the success toast "Assistant {name} has been created successfully.". */
export function AssistantWizard({ companyId, templateId, templateHasAi, firstTime, onCreated, onBack }: AssistantWizardProps) {
  const currentText = useText(['assistants', 'common']);
  const text = useLatest(currentText);
  const created = useLatest(onCreated);
  const actors = useConsoleActors();
  const { firstTimeTemplateId } = useConsoleConfig();
  const [logic] = useState(() =>
    provideAssistantWizardMachine(
      {
        onCreated: (notice) => created.current(notice),
        toast: (ref) => showToast('success', text.current(ref)),
      },
      actors,
    ),
  );
  const actorRef = useActorRef(logic, {
    input: {
      companyId,
      ...(templateId ? { templateId, templateHasAi: templateHasAi ?? false } : {}),
      ...(firstTime ? { firstTime, firstTimeTemplateId } : {}),
    },
  });
  return <AssistantWizardView actorRef={actorRef} onBack={onBack} />;
}
