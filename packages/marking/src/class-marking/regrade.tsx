// What the teacher's and the student's sides of regrade requests share: the state chip and the read.
import { callErrorText } from '@assess/core';
import type { RegradeRequest, RegradeState, Resource } from '@assess/core';
import { Chip, LoadingState, LoadFailed } from '@assess/ui';
import { REGRADE_TEXTS } from './texts.ts';

const STATE_COLOUR = { open: 'warning', changed: 'success', unchanged: 'default' } as const;

export function StateChip({ state }: { state: RegradeState }) {
  return (
    <Chip color={STATE_COLOUR[state]} size="sm" data-state={state}>
      {REGRADE_TEXTS.state[state]}
    </Chip>
  );
}

/** The requests while they load, or why they could not be read with Try Again; nothing once they are there. */
export function RequestsStatus({ requests, onRetry }: { requests: Resource<RegradeRequest[]>; onRetry: () => void }) {
  if (requests.kind === 'loading') return <LoadingState title={REGRADE_TEXTS.loading} />;
  if (requests.kind === 'error') return <LoadFailed message={callErrorText(requests.error.cause, REGRADE_TEXTS.loadFailed)} retryLabel={REGRADE_TEXTS.retry} onRetry={onRetry} />;
  return null;
}
