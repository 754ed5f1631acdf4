import type { FastifyInstance } from 'fastify';
import { iceBreakersBody, instagramToolCallMessages, persistentMenuBody, type IceBreaker, type PersistentMenuButton } from '../../services/contracts/channels/instagramTools';
import { instagramMessages } from '../../services/contracts/channels/instagram';
import { withRestContext } from '../ai/restAccess';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { parseBody } from '../http/validate';
import { instagramToolChannel } from './instagramToolsChannel';
import { InstagramGraphFailure, readIceBreakers, readInstagramUsername, readPersistentMenu, setIceBreakers, setPersistentMenu } from './instagramToolsGraph';

/** Instagram's refusal or silence as the popup says it (424: the console shows it in place), never a success. */
async function throughGraph<T>(failureText: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof InstagramGraphFailure) throw new HttpError(424, failureText);
    throw error;
  }
}

/**
 * The Instagram tools' paths (spec 02 section 7), each for an ADMIN of the channel's company on
 * a live Instagram channel, through Graph with the channel's page token: GET/POST
 * /incoming/instagram/{id} (persistent menu: an empty one removes it), GET/POST/DELETE
 * /incoming/instagram/icebreaker/{id} (an empty list removes them), GET
 * /incoming/instagram/username/{id}. A body the editor would refuse is a 400 with its text and
 * nothing is sent.
 */
export function instagramToolsRoutes(app: FastifyInstance, deps: AppDeps): void {
  type ById = { Params: { id: string } };
  const { fetchFailed, updateFailed } = instagramToolCallMessages;

  app.get<ById>('/incoming/instagram/:id', (request): Promise<{ buttons: PersistentMenuButton[] }> =>
    withRestContext(deps, request, async (context) => {
      const { graph } = await instagramToolChannel(context, request.params.id);
      return { buttons: await throughGraph(fetchFailed, () => readPersistentMenu(graph)) };
    }),
  );
  app.post<ById>('/incoming/instagram/:id', (request): Promise<{ buttons: PersistentMenuButton[] }> =>
    withRestContext(deps, request, async (context) => {
      const { graph } = await instagramToolChannel(context, request.params.id);
      const { buttons } = parseBody(persistentMenuBody, request.body);
      await throughGraph(updateFailed, () => setPersistentMenu(graph, buttons));
      return { buttons };
    }),
  );
  app.get<ById>('/incoming/instagram/icebreaker/:id', (request): Promise<{ icebreaker: IceBreaker[] }> =>
    withRestContext(deps, request, async (context) => {
      const { graph } = await instagramToolChannel(context, request.params.id);
      return { icebreaker: await throughGraph(fetchFailed, () => readIceBreakers(graph)) };
    }),
  );
  app.post<ById>('/incoming/instagram/icebreaker/:id', (request): Promise<{ icebreaker: IceBreaker[] }> =>
    withRestContext(deps, request, async (context) => {
      const { graph } = await instagramToolChannel(context, request.params.id);
      const { icebreaker } = parseBody(iceBreakersBody, request.body);
      await throughGraph(updateFailed, () => setIceBreakers(graph, icebreaker));
      return { icebreaker };
    }),
  );
  app.delete<ById>('/incoming/instagram/icebreaker/:id', (request): Promise<{ icebreaker: IceBreaker[] }> =>
    withRestContext(deps, request, async (context) => {
      const { graph } = await instagramToolChannel(context, request.params.id);
      await throughGraph(updateFailed, () => setIceBreakers(graph, []));
      return { icebreaker: [] };
    }),
  );
  app.get<ById>('/incoming/instagram/username/:id', (request): Promise<{ username: string }> =>
    withRestContext(deps, request, async (context) => {
      const { pageID, graph } = await instagramToolChannel(context, request.params.id);
      return { username: await throughGraph(instagramMessages.usernameFailed, () => readInstagramUsername(graph, pageID)) };
    }),
  );
}
