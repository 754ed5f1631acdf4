import { useSelector } from '@xstate/react';
import { Banner } from '../../../kit/Banner';
import { useText } from '../../../kit/useText';
import type { PagesFormActor } from '../formProps';

/** A failed call or refusal, and 'Saved successfully' / 'Channel updated successfully.' / reconnected. */
export function PagesMessages({ actor }: { actor: PagesFormActor }) {
  const text = useText(['channels', 'common']);
  const error = useSelector(actor, (s) => s.context.error);
  const notice = useSelector(actor, (s) => s.context.notice);
  return (
    <>
      <Banner kind="error" message={error ? text(error) : null} />
      <Banner kind="info" message={notice ? text(notice) : null} />
    </>
  );
}
