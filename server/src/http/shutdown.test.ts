import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stopOnSignals } from './shutdown.js';

function fakeProcess() {
  const emitter = new EventEmitter();
  const exits: number[] = [];
  return {
    emitter,
    exits,
    proc: { once: (signal: 'SIGINT' | 'SIGTERM', listener: () => void) => emitter.once(signal, listener), exit: (code: number) => void exits.push(code) },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('stopOnSignals', () => {
  it('closes the server once and exits 0 on SIGTERM', async () => {
    const { emitter, exits, proc } = fakeProcess();
    const close = vi.fn(async () => undefined);
    const lines: string[] = [];
    stopOnSignals({ close }, (line) => lines.push(line), proc);
    emitter.emit('SIGTERM');
    emitter.emit('SIGINT');
    await vi.waitFor(() => expect(exits).toEqual([0]));
    expect(close).toHaveBeenCalledTimes(1);
    expect(lines).toEqual(['SIGTERM received: shutting down']);
  });

  it('exits 1 when closing hangs past the grace period', async () => {
    vi.useFakeTimers();
    const { emitter, exits, proc } = fakeProcess();
    stopOnSignals({ close: () => new Promise<void>(() => undefined) }, () => undefined, proc, 10_000);
    emitter.emit('SIGINT');
    await vi.advanceTimersByTimeAsync(9_999);
    expect(exits).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(exits).toEqual([1]);
  });
});
