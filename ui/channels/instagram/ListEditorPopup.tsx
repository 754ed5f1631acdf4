import { useSelector } from '@xstate/react';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListEditorLogic } from '../../../machines/channels/popups/listEditor';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { Button } from '../../kit/Button';
import { useText } from '../../kit/useText';
import { PopupActions } from '../popups/PopupActions';
import { useOutcomeToast } from '../popups/useOutcomeToast';
import type { InstagramToolsActors } from './instagramToolsActors';
import { ToolDialog } from './ToolDialog';

/** What a row's fields are given: the row, whether the editor is busy, the texts under its two fields, and how to change a field. */
export type RowFieldsProps<Row, Field extends string> = {
  row: Row;
  busy: boolean;
  firstProblem: string | undefined;
  actionProblem: string | undefined;
  change: (field: Field, value: string) => void;
};

/** The text keys of one list editor: its title and help, and its Add and Remove buttons' names (Remove's with the row's number n). */
export type ListEditorTexts = { title: string; help: string; add: string; remove: string };

type Props<Row, Item, Field extends string> = {
  channelId: string;
  onClose: () => void;
  /** The editor's machine with the app's calls plugged in. */
  provide: (calls: InstagramToolsActors) => ListEditorLogic<Row, Item, Field>;
  texts: ListEditorTexts;
  /** The fields of one row. */
  Fields: ComponentType<RowFieldsProps<Row, Field>>;
};

/** An Instagram list editor's popup: the rows, each with its fields and Remove, the list's problem, Add and the footer; closes with the outcome as a toast. */
export function ListEditorPopup<Row, Item, Field extends string>({ channelId, onClose, provide, texts, Fields }: Props<Row, Item, Field>) {
  const { t } = useTranslation('channels');
  const text = useText(['channels', 'common']);
  const { channels } = useConsoleActors();
  const [logic] = useState(() => provide(channels));
  const actor = useActorRef(logic, { input: { channelId } });
  const state = useSelector(actor, (s) => s);
  const closed = state.matches('closed');
  useOutcomeToast(closed, state.context.outcome, onClose);
  if (closed) return null;
  const busy = !state.matches('editing');
  const { rows, problems, listProblem } = state.context;
  return (
    <ToolDialog
      title={t(texts.title)}
      help={t(texts.help)}
      loading={state.matches('loading')}
      canClose={state.can({ type: 'CLOSE' })}
      onClose={() => actor.send({ type: 'CLOSE' })}
    >
      {rows.map((row, index) => (
        <fieldset key={index} className="instagram-row">
          <legend>{t('instagram.button', { n: index + 1 })}</legend>
          <Fields
            row={row}
            busy={busy}
            firstProblem={problems[index]?.first ? text(problems[index].first) : undefined}
            actionProblem={problems[index]?.action ? text(problems[index].action) : undefined}
            change={(field, value) => actor.send({ type: 'FIELD_CHANGED', index, field, value })}
          />
          <Button variant="secondary" isDisabled={busy} onPress={() => actor.send({ type: 'REMOVE', index })}>
            {t(texts.remove, { n: index + 1 })}
          </Button>
        </fieldset>
      ))}
      {listProblem ? (
        <p role="alert" className="instagram-problem">
          {text(listProblem)}
        </p>
      ) : null}
      {busy ? null : (
        <Button variant="secondary" isDisabled={!state.can({ type: 'ADD' })} onPress={() => actor.send({ type: 'ADD' })}>
          {t(texts.add)}
        </Button>
      )}
      <PopupActions state={state} send={actor.send} />
    </ToolDialog>
  );
}
