import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { MenuButton } from '../../../machines/channels/popups/persistentMenu.machine';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { Button } from '../../kit/Button';
import { TextField } from '../../kit/TextField';
import { useText } from '../../kit/useText';
import { PopupActions } from '../popups/PopupActions';
import { useOutcomeToast } from '../popups/useOutcomeToast';
import { providePersistentMenu } from './provideInstagramTools';
import { ToolDialog } from './ToolDialog';

const isType = (value: string): value is MenuButton['type'] => value === 'postback' || value === 'web_url';

/** The persistent menu editor: up to 5 buttons, each a postback (title, action) or a link (title, URL); closes with the outcome as a toast. */
export function PersistentMenuPopup({ channelId, onClose }: { channelId: string; onClose: () => void }) {
  const { t } = useTranslation('channels');
  const text = useText(['channels', 'common']);
  const { channels } = useConsoleActors();
  const [logic] = useState(() => providePersistentMenu(channels));
  const actor = useActorRef(logic, { input: { channelId } });
  const state = useSelector(actor, (s) => s);
  const closed = state.matches('closed');
  useOutcomeToast(closed, state.context.outcome, onClose);
  if (closed) return null;
  const busy = !state.matches('editing');
  const { buttons, problems, listProblem } = state.context;
  return (
    <ToolDialog
      title={t('instagram.menuTitle')}
      help={t('instagram.menuHelp')}
      loading={state.matches('loading')}
      canClose={state.can({ type: 'CLOSE' })}
      onClose={() => actor.send({ type: 'CLOSE' })}
    >
      {buttons.map((button, index) => (
        <fieldset key={index} className="instagram-row">
          <legend>{t('instagram.button', { n: index + 1 })}</legend>
          <RadioGroup
            className="instagram-type"
            orientation="horizontal"
            value={button.type}
            isDisabled={busy}
            onChange={(value) => (isType(value) ? actor.send({ type: 'TYPE_CHANGED', index, value }) : undefined)}
          >
            <Label>{t('instagram.buttonType')}</Label>
            <Radio value="postback">{t('instagram.postback')}</Radio>
            <Radio value="web_url">{t('instagram.webUrl')}</Radio>
          </RadioGroup>
          <TextField
            label={t('instagram.title')}
            value={button.title}
            isDisabled={busy}
            errorMessage={problems[index]?.first ? text(problems[index].first) : undefined}
            onChange={(value) => actor.send({ type: 'TITLE_CHANGED', index, value })}
          />
          <TextField
            label={button.type === 'web_url' ? t('instagram.url') : t('instagram.action')}
            value={button.type === 'web_url' ? button.url : button.payload}
            isDisabled={busy}
            errorMessage={problems[index]?.action ? text(problems[index].action) : undefined}
            onChange={(value) => actor.send({ type: 'ACTION_CHANGED', index, value })}
          />
          <Button variant="secondary" isDisabled={busy} onPress={() => actor.send({ type: 'REMOVE', index })}>
            {t('instagram.removeButton', { n: index + 1 })}
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
          {t('instagram.addButton')}
        </Button>
      )}
      <PopupActions state={state} send={actor.send} />
    </ToolDialog>
  );
}
