import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { OpenForm } from '../../../../machines/channels/channelList.machine';
import type { TextRef } from '../../../../machines/shared/text';
import { useConsoleActors } from '../../../app/ConsoleActorsContext';
import { useConsoleConfig } from '../../../app/ConsoleConfigContext';
import type { ChannelFormLogic, ChannelFormProps, PagesFormLogic, PagesFormProps, SuiteConnectLogic, SuiteFormProps } from '../../../channels/forms/formProps';
import { channelForms } from '../../../channels/forms/registry';
import type { WebSettingsLogic, WebSettingsProps } from '../../../channels/forms/web/settingsProps';
import { provideChannelForm, providePagesForm, provideWebSettings } from '../../../channels/provideChannels';
import { provideSuiteConnect } from '../../../channels/provideSuite';
import { useInspectedActorRef as useActorRef } from '../../../inspector/inspection';
import { Banner } from '../../../kit/Banner';
import { Button } from '../../../kit/Button';
import { useText } from '../../../kit/useText';

type BodyProps = { open: OpenForm; companyId: string; onSaved: () => void };

/** The open channel form in a popup: the kind's form on its own machine; a save makes the list read the channels again. */
export function ChannelFormDialog({ open, companyId, onSaved, onClose }: BodyProps & { onClose: () => void }) {
  const { t } = useTranslation('channels');
  const entry = channelForms[open.kind];
  const title = t(open.mode === 'create' ? 'form.createTitle' : 'form.updateTitle', { kind: t(`kinds.${open.kind}`) });
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(isOpen) => (isOpen ? undefined : onClose())} className="modal-overlay">
      <Modal className="modal channel-modal">
        <Dialog className="dialog" aria-label={title}>
          <Heading slot="title">{title}</Heading>
          {entry.type === 'web' ? (
            <WebSettingsBody open={open} companyId={companyId} onSaved={onSaved} machine={entry.machine} Form={entry.Form} />
          ) : entry.type === 'suite' ? (
            <SuiteBody open={open} companyId={companyId} onSaved={onSaved} machine={entry.machine} Form={entry.Form} />
          ) : entry.type === 'pages' ? (
            <PagesBody open={open} companyId={companyId} onSaved={onSaved} machine={entry.machine} Form={entry.Form} />
          ) : (
            <FieldsBody open={open} companyId={companyId} onSaved={onSaved} machine={entry.machine} Form={entry.Form} />
          )}
          <div className="dialog-actions">
            <Button variant="secondary" onPress={onClose}>
              {t('close')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function useInput(open: OpenForm, companyId: string) {
  const { session } = useConsoleActors();
  return { companyId, channelId: open.mode === 'update' ? open.channelId : null, userEmail: session.getUserInfo()?.email ?? '' };
}

/** Reading (the assistants or the channel), or its failure with a retry; else the form. */
function Loaded({ loading, failed, onRetry, children }: { loading: boolean; failed: TextRef | null; onRetry: () => void; children: React.ReactNode }) {
  const { t } = useTranslation('channels');
  const text = useText(['channels', 'common']);
  if (loading) return <p role="status">{t('loading')}</p>;
  if (failed)
    return (
      <>
        <Banner kind="error" message={text(failed)} />
        <Button onPress={onRetry}>{t('retry')}</Button>
      </>
    );
  return <>{children}</>;
}

function FieldsBody({ open, companyId, onSaved, machine, Form }: BodyProps & { machine: ChannelFormLogic; Form: React.ComponentType<ChannelFormProps> }) {
  const { channels } = useConsoleActors();
  const config = useConsoleConfig();
  const [logic] = useState(() => provideChannelForm(machine, channels, onSaved));
  const actor = useActorRef(logic, { input: useInput(open, companyId) });
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const failed = useSelector(actor, (s) => (s.hasTag('loadFailed') ? s.context.error : null));
  return (
    <Loaded loading={loading} failed={failed} onRetry={() => actor.send({ type: 'RETRY' })}>
      <Form actor={actor} publicUrl={window.location.origin} devMode={config.devMode} />
    </Loaded>
  );
}

function PagesBody({ open, companyId, onSaved, machine, Form }: BodyProps & { machine: PagesFormLogic; Form: React.ComponentType<PagesFormProps> }) {
  const { channels } = useConsoleActors();
  const config = useConsoleConfig();
  const [logic] = useState(() => providePagesForm(machine, channels, onSaved));
  const actor = useActorRef(logic, { input: useInput(open, companyId) });
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const failed = useSelector(actor, (s) => (s.hasTag('loadFailed') ? s.context.error : null));
  return (
    <Loaded loading={loading} failed={failed} onRetry={() => actor.send({ type: 'RETRY' })}>
      <Form actor={actor} devMode={config.devMode} />
    </Loaded>
  );
}

function WebSettingsBody({ open, companyId, onSaved, machine, Form }: BodyProps & { machine: WebSettingsLogic; Form: React.ComponentType<WebSettingsProps> }) {
  const { channels } = useConsoleActors();
  const [logic] = useState(() => provideWebSettings(machine, channels, onSaved));
  const actor = useActorRef(logic, { input: useInput(open, companyId) });
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const failed = useSelector(actor, (s) => (s.hasTag('loadFailed') ? s.context.error : null));
  return (
    <Loaded loading={loading} failed={failed} onRetry={() => actor.send({ type: 'RETRY' })}>
      <Form actor={actor} publicUrl={window.location.origin} />
    </Loaded>
  );
}

function SuiteBody({ open, companyId, onSaved, machine, Form }: BodyProps & { machine: SuiteConnectLogic; Form: React.ComponentType<SuiteFormProps> }) {
  const { channels } = useConsoleActors();
  const config = useConsoleConfig();
  const [logic] = useState(() => provideSuiteConnect(machine, channels, onSaved));
  const actor = useActorRef(logic, { input: useInput(open, companyId) });
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const failed = useSelector(actor, (s) => (s.hasTag('loadFailed') ? s.context.error : null));
  return (
    <Loaded loading={loading} failed={failed} onRetry={() => actor.send({ type: 'RETRY' })}>
      <Form actor={actor} devMode={config.devMode} />
    </Loaded>
  );
}
