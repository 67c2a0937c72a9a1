export interface Stoppable {
  close(): Promise<void>;
}

export interface ProcessLike {
  once(signal: 'SIGINT' | 'SIGTERM', listener: () => void): unknown;
  exit(code: number): void;
}

/**
 * Stops the server on SIGINT or SIGTERM: no new connections, in-flight requests finish, the database closes,
 * then the process exits 0. If closing hangs longer than graceMs, it exits 1.
 */
export function stopOnSignals(server: Stoppable, log: (message: string) => void, proc: ProcessLike = process, graceMs = 10_000): void {
  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    log(`${signal} received: shutting down`);
    const force = setTimeout(() => proc.exit(1), graceMs);
    force.unref?.();
    server.close().then(
      () => {
        clearTimeout(force);
        proc.exit(0);
      },
      () => {
        clearTimeout(force);
        proc.exit(1);
      },
    );
  };
  proc.once('SIGINT', () => stop('SIGINT'));
  proc.once('SIGTERM', () => stop('SIGTERM'));
}
