/** Fixed-window counters kept in memory, one per key (an address, an IP, a kind of e-mail). */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one attempt; false when the key has used up its limit in the current window. */
  take(key: string, limit: number, windowMs: number): boolean {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
      if (this.windows.size > 50_000) this.prune(now);
    }
    if (window.count >= limit) return false;
    window.count += 1;
    return true;
  }

  /** True when the key has used up its limit in the current window, without counting an attempt. */
  exhausted(key: string, limit: number): boolean {
    const window = this.windows.get(key);
    return Boolean(window && window.resetAt > this.now() && window.count >= limit);
  }

  /** Seconds until the key's window ends (0 when it has none). */
  secondsLeft(key: string): number {
    const window = this.windows.get(key);
    return window ? Math.max(0, Math.ceil((window.resetAt - this.now()) / 1000)) : 0;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
