import { useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { TextField } from '../../kit/TextField';
import { ListEditorPopup } from './ListEditorPopup';
import { providePersistentMenu } from './provideInstagramTools';

/** The persistent menu editor: up to 5 buttons, each a postback (title, action) or a link (title, URL); closes with the outcome as a toast. */
export function PersistentMenuPopup({ channelId, onClose }: { channelId: string; onClose: () => void }) {
  const { t } = useTranslation('channels');
  const { channels } = useConsoleActors();
  const [logic] = useState(() => providePersistentMenu(channels));
  const texts = {
    title: t('instagram.menuTitle'),
    help: t('instagram.menuHelp'),
    add: t('instagram.addButton'),
    remove: (n: number) => t('instagram.removeButton', { n }),
  };
  return (
    <ListEditorPopup
      logic={logic}
      channelId={channelId}
      onClose={onClose}
      texts={texts}
      fields={(button, { busy, firstProblem, actionProblem, change }) => (
        <>
          <RadioGroup className="instagram-type" orientation="horizontal" value={button.type} isDisabled={busy} onChange={(value) => change('type', value)}>
            <Label>{t('instagram.buttonType')}</Label>
            <Radio value="postback">{t('instagram.postback')}</Radio>
            <Radio value="web_url">{t('instagram.webUrl')}</Radio>
          </RadioGroup>
          <TextField label={t('instagram.title')} value={button.title} isDisabled={busy} errorMessage={firstProblem} onChange={(value) => change('title', value)} />
          <TextField
            label={button.type === 'web_url' ? t('instagram.url') : t('instagram.action')}
            value={button.type === 'web_url' ? button.url : button.payload}
            isDisabled={busy}
            errorMessage={actionProblem}
            onChange={(value) => change('action', value)}
          />
        </>
      )}
    />
  );
}
