import type { Invitation } from '@matchday/contracts';
import { useTranslation } from 'react-i18next';
import { Fact } from './Fact.tsx';
import { TimeAgo } from './TimeAgo.tsx';

/** What every request and invitation records about its sending and its decision. */
type Decided = Pick<Invitation, 'senderName' | 'createdAt' | 'decidedAt' | 'decidedByName' | 'reason'>;

type Props = { request: Decided; now: Date };

/** Who sent it and when; when it was decided, by whom, and why. */
export function DecisionFacts({ request, now }: Props) {
  const { t } = useTranslation();
  const { senderName, createdAt, decidedAt, decidedByName, reason } = request;
  return (
    <>
      <Fact label={t('registrations.facts.sent')}>
        <TimeAgo value={createdAt} now={now} />
        {senderName && ` · ${senderName}`}
      </Fact>
      {decidedAt && (
        <Fact label={t('registrations.facts.decided')}>
          <TimeAgo value={decidedAt} now={now} />
          {decidedByName && ` · ${decidedByName}`}
        </Fact>
      )}
      {reason && <Fact label={t('registrations.facts.reason')}>{reason}</Fact>}
    </>
  );
}
