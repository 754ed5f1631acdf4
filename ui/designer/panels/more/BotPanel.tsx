import { useTranslation } from 'react-i18next';
import { LATEST_VERSION } from '../../../../services/contracts/modules/switch';
import { newestFirst } from '../../../../services/contracts/designer';
import type { BotSummary, VersionSummary } from '../../../../services/contracts/designerData';
import { SelectField } from '../../../kit/SelectField';
import { useDesignerData } from '../dataContext';
import type { PanelProps } from '../types';
import { useResource } from '../useResource';
import { Loaded, NS, PanelBody, SlotPicker, useSettings } from './parts';

/** The version value that always forwards to the newest version of the assistant. */
export { LATEST_VERSION };

/** Assistants a conversation can be forwarded to: the company's, except the one being designed. */
export function otherBots(bots: readonly BotSummary[], botId: string): BotSummary[] {
  return bots.filter((b) => b.id !== botId);
}

/** Forward To Bot (SWITCH, spec 2.12): assistant, version (newest first, with Latest), connection. */
export function BotPanel(props: PanelProps<'SWITCH'>) {
  const { t } = useTranslation(NS);
  const data = useDesignerData();
  const set = useSettings(props);
  const botID = props.module.settings.botID ?? '';
  const version = props.module.settings.version ?? '';
  const bots = useResource({ companyId: props.companyId }, (q) => data.bots(q.companyId));
  const versions = useResource<VersionSummary[], { botId: string }>(botID ? { botId: botID } : null, (q) => data.botVersions(q.botId));
  return (
    <PanelBody title={t('bot.title')}>
      <Loaded resource={bots}>
        {(list) => {
          const offered = otherBots(list, props.botId);
          if (!offered.length) return <p>{t('bot.none')}</p>;
          return (
            <SelectField
              label={t('bot.assistant')}
              placeholder={t('bot.choose')}
              options={offered.map((b) => ({ id: b.id, label: b.name }))}
              value={offered.some((b) => b.id === botID) ? botID : null}
              isDisabled={props.readOnly}
              // A new assistant has other versions: the version starts at Latest.
              onChange={(id) => id !== botID && set({ botID: id, version: LATEST_VERSION })}
            />
          );
        }}
      </Loaded>
      {botID ? (
        <Loaded resource={versions}>
          {(list) => (
            <SelectField
              label={t('bot.version')}
              options={[{ id: LATEST_VERSION, label: t('bot.latest') }, ...newestFirst(list).map((v) => ({ id: v.id, label: v.name }))]}
              value={version || LATEST_VERSION}
              isDisabled={props.readOnly}
              onChange={(id) => set({ version: id })}
            />
          )}
        </Loaded>
      ) : null}
      <SlotPicker props={props} label={t('connection')} />
    </PanelBody>
  );
}
