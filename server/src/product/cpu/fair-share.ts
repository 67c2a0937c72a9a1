// Each user's CPU tasks wait in the user's own line and reach the pool one at a time, so that the pool's queue holds
// at most one task of each user: users are served in turn, and one user's flood of tasks waits behind itself, not in
// front of everybody else's. A user's line has a length limit; past it the task is refused with a 429.
import { ApiError } from '../shared/errors.js';

/** Seconds a refused user is asked to wait: about how long a few of their documents take to make. */
export const RETRY_AFTER_SECONDS = 2;

export const tooManyTasks = (limit: number) =>
  `You already have ${limit} documents being checked or made. Please wait for them to finish, then try again.`;

interface Line {
  /** The user's tasks waiting or running. */
  tasks: number;
  /** Settles when the user's last task has settled: the next one starts after it. */
  tail: Promise<unknown>;
}

export class FairShare {
  private readonly lines = new Map<string, Line>();

  /** @param limit how many tasks a user may have waiting or running at once */
  constructor(public limit: number) {}

  /** Refuses with a 429 and `Retry-After` when the user's line is full. */
  refuseWhenFull(user: string): void {
    if (this.tasksOf(user) >= this.limit) throw new ApiError(429, tooManyTasks(this.limit), { 'retry-after': String(RETRY_AFTER_SECONDS) });
  }

  /**
   * Runs a user's task after the user's earlier ones; refused with a 429 and `Retry-After` past the limit, unless
   * `mayRefuse` is false (a step of work already done, such as a release's PDFs, which waits its turn instead).
   */
  run<T>(user: string, task: () => Promise<T>, { mayRefuse = true } = {}): Promise<T> {
    if (mayRefuse) this.refuseWhenFull(user);
    const line = this.lines.get(user) ?? { tasks: 0, tail: Promise.resolve() };
    line.tasks += 1;
    this.lines.set(user, line);
    const result = line.tail.then(task);
    line.tail = result.then(
      () => this.leave(user, line),
      () => this.leave(user, line),
    );
    return result;
  }

  /** How many tasks a user has waiting or running. */
  tasksOf(user: string): number {
    return this.lines.get(user)?.tasks ?? 0;
  }

  private leave(user: string, line: Line): void {
    line.tasks -= 1;
    if (line.tasks === 0 && this.lines.get(user) === line) this.lines.delete(user);
  }
}
