import * as webChatStorage from '../../services/webChatStorage';
import type { ConsoleActors } from '../../ui/app/consoleActors';
import { lazily, lazyCalls, once } from './lazily';

type DesignerActors = Pick<ConsoleActors, 'designer' | 'publish' | 'webChat' | 'codeStation'>;

// The designer's and the test chat's modules load with the first page that calls them (see lazily).
const designer = () => import('../../services/designer');
const designerData = () => import('../../services/designerData/client');
const publish = () => import('../../services/publish');
const webChat = () => import('../../services/webChat');
const codeStation = once(async () => (await import('../../services/codeStation')).createCodeStationCalls());

/** The designer's actors: versions, the panels' data, publishing, the test chat, and the Code Station editor. */
export const designerActors: DesignerActors = {
  designer: {
    ...lazyCalls(designer, ['fetchDesignerVersion', 'fetchDesignerVersions', 'saveVersion']),
    panelData: once(async () => (await designerData()).createDesignerData()),
  },
  publish: {
    load: lazily(publish, (m) => (input: { botId: string }, signal: AbortSignal) => m.fetchPublishState(input, { signal })),
    publish: lazily(publish, (m) => (input: Parameters<typeof m.publishVersion>[0], signal: AbortSignal) => m.publishVersion(input, { signal })),
  },
  webChat: {
    client: (run) => {
      const client = once(async () => (await webChat()).createWebChatClient(undefined, { run }));
      return lazyCalls(client, ['channel', 'start', 'send', 'restart', 'history']);
    },
    storageForRun: webChatStorage.storageForRun,
    readStoredConversation: webChatStorage.readStoredConversation,
    storeConversation: webChatStorage.storeConversation,
    forgetConversation: webChatStorage.forgetConversation,
    fetchWebChatChannelId: lazily(webChat, (m) => m.fetchWebChatChannelId),
  },
  codeStation: lazyCalls(codeStation, [
    'listCodeBlocks',
    'openCodeBlockVersion',
    'createCodeBlock',
    'saveCodeBlockVersion',
    'renameCodeBlock',
    'deleteCodeBlock',
    'runCodeTest',
    'writeCode',
  ]),
};
