import { useState } from 'react';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { useParams } from 'react-router-dom';
import { provideVotePageMachine } from './voteLogic';
import { VoteView } from './VoteView';

/** /vote/:id (public): the satisfaction vote of one deep link. */
export default function VotePage() {
  const { id = '' } = useParams();
  const [logic] = useState(provideVotePageMachine);
  const actorRef = useActorRef(logic, { input: { deepLinkId: id } });
  return <VoteView actorRef={actorRef} />;
}
