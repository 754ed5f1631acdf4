import { useConsoleConfig } from '../../../app/ConsoleConfigContext';
import type { ChannelFormEntry } from '../../../channels/forms/registry';
import { provideChannelForm, providePagesForm, provideWebSettings } from '../../../channels/provideChannels';
import { provideSalesChat } from '../../../channels/provideSalesChat';
import { provideSuiteConnect } from '../../../channels/provideSuite';
import { useInspectedActorRef as useActorRef } from '../../../inspector/inspection';
import { Loaded, type FormBodyProps } from './ChannelFormDialogBody';
import { useChannelFormMachine } from './useChannelFormMachine';

/** The kind's form on its own machine, once the machine has read what the form shows. */
export function ChannelFormDialogForm({ entry, ...body }: FormBodyProps & { entry: ChannelFormEntry }) {
  const { devMode } = useConsoleConfig();
  if (entry.type === 'web') return <WebSettingsBody entry={entry} body={body} />;
  if (entry.type === 'suite') return <SuiteBody entry={entry} body={body} devMode={devMode} />;
  if (entry.type === 'pages') return <PagesBody entry={entry} body={body} devMode={devMode} />;
  if (entry.type === 'login') return <LoginBody entry={entry} body={body} devMode={devMode} />;
  return <FieldsBody entry={entry} body={body} devMode={devMode} />;
}

/** A body's props: its kind's machine and form, and the open form. */
type EntryOf<T extends ChannelFormEntry['type']> = { entry: Extract<ChannelFormEntry, { type: T }>; body: FormBodyProps };
type DevMode = { devMode: boolean };

function FieldsBody({ entry: { machine, Form }, body, devMode }: EntryOf<'fields'> & DevMode) {
  const actor = useActorRef(...useChannelFormMachine((calls, saved) => provideChannelForm(machine, calls, saved), body));
  return <Loaded actor={actor} form={<Form actor={actor} publicUrl={window.location.origin} devMode={devMode} />} />;
}

function PagesBody({ entry: { machine, Form }, body, devMode }: EntryOf<'pages'> & DevMode) {
  const actor = useActorRef(...useChannelFormMachine((calls, saved) => providePagesForm(machine, calls, saved), body));
  return <Loaded actor={actor} form={<Form actor={actor} devMode={devMode} />} />;
}

function SuiteBody({ entry: { machine, Form }, body, devMode }: EntryOf<'suite'> & DevMode) {
  const actor = useActorRef(...useChannelFormMachine((calls, saved) => provideSuiteConnect(machine, calls, saved), body));
  return <Loaded actor={actor} form={<Form actor={actor} devMode={devMode} />} />;
}

function LoginBody({ entry: { machine, Form }, body, devMode }: EntryOf<'login'> & DevMode) {
  const actor = useActorRef(...useChannelFormMachine((calls) => provideSalesChat(machine, calls), body));
  return <Form actor={actor} devMode={devMode} />;
}

function WebSettingsBody({ entry: { machine, Form }, body }: EntryOf<'web'>) {
  const actor = useActorRef(...useChannelFormMachine((calls, saved) => provideWebSettings(machine, calls, saved), body));
  return <Loaded actor={actor} form={<Form actor={actor} publicUrl={window.location.origin} />} />;
}
