import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { MenuButton, MenuField } from '../../../machines/channels/popups/persistentMenu.machine';
import { TextField } from '../../kit/TextField';
import { ListEditorPopup, type RowFieldsProps } from './ListEditorPopup';
import { providePersistentMenu } from './provideInstagramTools';

const texts = { title: 'instagram.menuTitle', help: 'instagram.menuHelp', add: 'instagram.addButton', remove: 'instagram.removeButton' };

/** A button's fields: its type (postback or link), its title and its action or URL. */
function MenuButtonFields({ row, busy, firstProblem, actionProblem, change }: RowFieldsProps<MenuButton, MenuField>) {
  const { t } = useTranslation('channels');
  const link = row.type === 'web_url';
  return (
    <>
      <RadioGroup className="instagram-type" orientation="horizontal" value={row.type} isDisabled={busy} onChange={(value) => change('type', value)}>
        <Label>{t('instagram.buttonType')}</Label>
        <Radio value="postback">{t('instagram.postback')}</Radio>
        <Radio value="web_url">{t('instagram.webUrl')}</Radio>
      </RadioGroup>
      <TextField label={t('instagram.title')} value={row.title} isDisabled={busy} errorMessage={firstProblem} onChange={(value) => change('title', value)} />
      <TextField
        label={link ? t('instagram.url') : t('instagram.action')}
        value={link ? row.url : row.payload}
        isDisabled={busy}
        errorMessage={actionProblem}
        onChange={(value) => change('action', value)}
      />
    </>
  );
}

/** The persistent menu editor: up to 5 buttons, each a postback (title, action) or a link (title, URL); closes with the outcome as a toast. */
export function PersistentMenuPopup(props: { channelId: string; onClose: () => void }) {
  return <ListEditorPopup {...props} provide={providePersistentMenu} texts={texts} Fields={MenuButtonFields} />;
}
