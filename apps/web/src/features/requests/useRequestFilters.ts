import { REGISTRATION_STATUSES, type RegistrationStatus, type RequestDirection } from '@matchday/contracts';
import { useSearchParams } from 'react-router';

/**
 * A list's filters live in the address (`?tab=team&direction=sent&status=pending`), so a notification's link
 * or a shared address opens the same view. Received is the default: what waits for the caller's decision.
 */
export function useRequestFilters() {
  const [search, setSearch] = useSearchParams();
  const direction: RequestDirection = search.get('direction') === 'sent' ? 'sent' : 'received';
  const requested = search.get('status');
  const status = REGISTRATION_STATUSES.find((s) => s === requested);

  const update = (name: 'direction' | 'status', value: string | undefined) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === undefined) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  return {
    direction,
    status,
    setDirection: (value: RequestDirection) => update('direction', value === 'received' ? undefined : value),
    setStatus: (value: RegistrationStatus | undefined) => update('status', value),
  };
}
