import { describe, expect, it } from 'vitest';
import { ApiError } from '../shared/errors.js';
import { FairShare, RETRY_AFTER_SECONDS, tooManyTasks } from './fair-share.js';

/** A task that runs until the test lets it finish, and says when it started. */
function heldTask(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { run: () => (started.push(name), done.then(() => name)), finish };
}

const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("each user's share of the CPU pool", () => {
  it("runs a user's tasks one after another, beside other users' tasks", async () => {
    const share = new FairShare(4);
    const started: string[] = [];
    const [a1, a2, b1] = [heldTask(started, 'a1'), heldTask(started, 'a2'), heldTask(started, 'b1')];
    const answers = [share.run('a', a1.run), share.run('a', a2.run), share.run('b', b1.run)];
    await turn();
    expect(started).toEqual(['a1', 'b1']);
    a1.finish();
    await turn();
    expect(started).toEqual(['a1', 'b1', 'a2']);
    a2.finish();
    b1.finish();
    expect(await Promise.all(answers)).toEqual(['a1', 'a2', 'b1']);
    expect(share.tasksOf('a')).toBe(0);
  });

  it('refuses a task past the share with a 429 and Retry-After, but not another user\'s, nor work that may not be refused', async () => {
    const share = new FairShare(2);
    const started: string[] = [];
    const held = [heldTask(started, 'a1'), heldTask(started, 'a2')];
    const answers = held.map((task) => share.run('a', task.run));
    let refusal: unknown;
    try {
      await share.run('a', async () => 'a3');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 429, detail: tooManyTasks(2), headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } });
    expect(await share.run('b', async () => 'b1')).toBe('b1');
    const kept = share.run('a', async () => 'a4', { mayRefuse: false });
    for (const task of held) task.finish();
    expect(await Promise.all([...answers, kept])).toEqual(['a1', 'a2', 'a4']);
  });
});
