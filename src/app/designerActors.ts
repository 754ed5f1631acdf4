import * as designer from '../../services/designer';
import { createDesignerData } from '../../services/designerData/client';
import * as publish from '../../services/publish';
import * as webChat from '../../services/webChat';
import type { ConsoleActors } from '../../ui/app/consoleActors';

type DesignerActors = Pick<ConsoleActors, 'designer' | 'publish' | 'webChat'>;

/** The designer's actors: versions, the panels' data, publishing, and the test chat. */
export const designerActors: DesignerActors = {
  designer: {
    fetchDesignerVersion: designer.fetchDesignerVersion,
    fetchDesignerVersions: designer.fetchDesignerVersions,
    saveVersion: designer.saveVersion,
    panelData: createDesignerData,
  },
  publish: {
    load: (input, signal) => publish.fetchPublishState(input, { signal }),
    publish: (input, signal) => publish.publishVersion(input, { signal }),
  },
  webChat: {
    client: (run) => webChat.createWebChatClient(undefined, { run }),
    storageForRun: webChat.storageForRun,
    readStoredConversation: webChat.readStoredConversation,
    storeConversation: webChat.storeConversation,
    forgetConversation: webChat.forgetConversation,
    fetchWebChatChannelId: webChat.fetchWebChatChannelId,
  },
};
