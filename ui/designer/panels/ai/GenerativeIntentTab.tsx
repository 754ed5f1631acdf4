import { useState } from 'react';
import { mergeGenerativeIntents } from '../../../../machines/ai/panel/csv';
import type { GenerativeIntent } from '../../../../machines/ai/panel/entities';
import { connectIntent, intentNameProblem, renameIntentConnection, withoutIntents } from '../../../../machines/ai/panel/intents';
import { aiPanelTexts } from '../../../../machines/ai/panel/texts';
import type { TextRef } from '../../../../machines/shared/text';
import type { PanelProps } from '../types';
import { GenerativeIntentEditor } from './GenerativeIntentEditor';
import { IntentsView } from './IntentsView';
import { IntentTransfer } from './IntentTransfer';
import { useAiText } from './parts';
import { useConfirmChange } from '../shared/useConfirmChange';

type Props = {
  aiId: string;
  intents: GenerativeIntent[];
  setIntents: (intents: GenerativeIntent[], connections?: PanelProps<'AI'>['module']['connections']) => void;
  props: PanelProps<'AI'>;
};

/** The INTENT tab of a generative AI Action: intents kept inside the module (spec 2.5, 3.2). */
export function GenerativeIntentTab({ aiId, intents, setIntents, props }: Props) {
  const text = useAiText();
  const [error, setError] = useState<TextRef | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const names = intents.map((i) => i.name);
  const confirm = useConfirmChange<string[]>('panelsAi', (removed) =>
    setIntents(
      intents.filter((i) => !removed.includes(i.name)),
      withoutIntents(props.module.connections, removed),
    ),
  );
  const opened = intents.find((i) => i.name === open);
  if (opened) {
    return (
      <GenerativeIntentEditor
        intent={opened}
        otherNames={names.filter((n) => n !== opened.name)}
        readOnly={props.readOnly}
        onBack={() => setOpen(null)}
        onChange={(next) => {
          const renamed = next.name !== opened.name;
          setIntents(
            intents.map((i) => (i.name === opened.name ? next : i)),
            renamed ? renameIntentConnection(props.module.connections, opened.name, next.name) : undefined,
          );
          if (renamed) setOpen(next.name);
        }}
      />
    );
  }
  return (
    <>
      <IntentsView
        names={names}
        flow={props.flow}
        moduleId={props.module.id}
        connections={props.module.connections}
        error={text(error) || null}
        canCreateDelete={props.access === 'FULL'}
        canConnect={props.access !== 'VIEWER'}
        onTyping={() => setError(null)}
        onCreate={(name) => {
          const problem = intentNameProblem(name, names);
          setError(problem);
          if (!problem) setIntents([...intents, { name: name.trim(), entities: [] }]);
        }}
        onOpen={setOpen}
        onDelete={(removed) =>
          confirm.ask({ key: removed.length > 1 ? aiPanelTexts.deleteIntentsQuestion : aiPanelTexts.deleteIntentQuestion, values: { count: removed.length } }, removed)
        }
        onConnect={(intent, target) => props.update({ connections: connectIntent(props.module.connections, intent, target) })}
      />
      <IntentTransfer
        aiId={aiId}
        generative
        access={props.access}
        settings={props.module.settings}
        onIntentsImported={() => {}}
        onGenerativeRows={(rows) => setIntents(mergeGenerativeIntents(intents, rows))}
      />
      {confirm.dialog}
    </>
  );
}
