import { publishState, type PublishRequest, type PublishState } from './contracts/publish';
import { readQuery, runMutation, type CallOptions } from './graphqlCalls';
import { graphql } from './generated';
import type { PublishStateQuery, PublishStateQueryVariables } from './generated/graphql';
import { graphqlClient } from './graphql';

/**
 * Publishing an assistant version (docs/publishing.md): read the live version with its
 * history, publish a saved version (or an earlier one again: a roll back). Ready for the
 * publish machine's `fromPromise` actors; a failure is thrown as the machines' ApiFailure,
 * an answer that does not match the contract as a server failure without a message.
 */

export type { Publication, PublicationKind, PublishState } from './contracts/publish';

/** One publication of a version: the live one and each entry of the history. */
export const PUBLICATION_FIELDS = graphql(`
  fragment PublicationFields on Publication {
    id
    versionId
    versionName
    kind
    publishedAt
    publishedBy
  }
`);

/** What reading and publishing both answer: the live version and the history, newest first. */
export const PUBLISH_STATE_FIELDS = graphql(`
  fragment PublishStateFields on PublishState {
    botId
    live {
      ...PublicationFields
    }
    history {
      ...PublicationFields
    }
  }
`);

export const PUBLISH_STATE = graphql(`
  query PublishState($botId: ID!) {
    publishState(botId: $botId) {
      ...PublishStateFields
    }
  }
`);

export const PUBLISH_VERSION = graphql(`
  mutation PublishVersion($botId: ID!, $versionId: ID!) {
    publishVersion(botId: $botId, versionId: $versionId) {
      ...PublishStateFields
    }
  }
`);

/** The answer checked against the contract too: a kind the console does not know is a server failure. */
function read(answer: PublishStateQuery['publishState'] | undefined): PublishState {
  const parsed = publishState.safeParse(answer);
  if (!parsed.success) throw { kind: 'http', status: 502 };
  return parsed.data;
}

/** The assistant's live version and its publications, newest first. */
export async function fetchPublishState(input: PublishStateQueryVariables, { signal, client = graphqlClient() }: CallOptions = {}): Promise<PublishState> {
  return read((await readQuery(client, PUBLISH_STATE, input, signal)).publishState);
}

/** Makes a saved version live on every channel; the answer is the new state. */
export async function publishVersion(input: PublishRequest, { signal, client = graphqlClient() }: CallOptions = {}): Promise<PublishState> {
  return read((await runMutation(client, PUBLISH_VERSION, input, signal)).publishVersion);
}
