import { fromPromise } from 'xstate';
import { votePageMachine } from '../../../machines/votePage.machine';
import { fetchDeepLink, markVoted, sendVote } from '../../../services/votes';

/** The vote page machine with the real public calls. */
export function provideVotePageMachine() {
  return votePageMachine.provide({
    actors: {
      fetchDeepLink: fromPromise(({ input, signal }) => fetchDeepLink(input.id, signal)),
      sendVote: fromPromise(({ input, signal }) => sendVote(input, signal)),
      markVoted: fromPromise(({ input, signal }) => markVoted(input.id, signal)),
    },
  });
}
