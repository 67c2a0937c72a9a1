// What the teacher's and the student's sides of regrade requests share: the texts, the state chip and the read.
import { callErrorText } from '@assess/core';
import type { RegradeRequest, RegradeState, Resource } from '@assess/core';
import { Chip, LoadingState, LoadFailed } from '@assess/ui';

export const REGRADE_TEXTS = {
  teacherTitle: 'Regrade Requests',
  studentTitle: 'Regrade Requests',
  loading: 'Loading regrade requests…',
  loadFailed: 'Failed to load regrade requests',
  retry: 'Try Again',
  none: 'No regrade requests',
  noneDescription: 'Students can ask for a question to be marked again once their marks are released.',
  reply: 'Reply to the student',
  newMarks: 'New mark (optional)',
  send: 'Send Answer',
  sent: 'Answer sent: the mark is unchanged.',
  sentChanged: 'Answer sent: the new mark is released to the student now.',
  newMarksHint: 'A new mark is released to the student at once, with your answer.',
  sendFailed: 'Failed to answer the regrade request',
  ask: 'Request a Regrade',
  question: 'Question',
  reason: 'Why should this question be marked again?',
  submit: 'Send Request',
  requested: 'Regrade requested',
  requestFailed: 'Failed to request a regrade',
  chooseQuestion: 'Choose a question',
  allRequested: 'You have asked for a regrade of every question.',
  state: { open: 'Open', changed: 'Marks changed', unchanged: 'Marks unchanged' } satisfies Record<RegradeState, string>,
  changedNote: 'Your teacher changed the mark; you will see it once it is released.',
} as const;

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
