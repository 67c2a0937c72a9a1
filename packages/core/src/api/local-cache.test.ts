import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_LOCAL_CACHE_DEBOUNCE_MS, API_LOCAL_CACHE_STORAGE_KEY, API_LOCAL_CACHE_TTL_MS } from './constants.js';
import { type ApiCacheStorage, createApiLocalCache } from './local-cache.js';

class MemoryStorage implements ApiCacheStorage {
  readonly items = new Map<string, string>();
  writes = 0;
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.writes += 1;
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.writes += 1;
    this.items.delete(key);
  }
}

class BrokenStorage implements ApiCacheStorage {
  getItem(): string | null {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
  setItem(): void {
    throw new DOMException('Quota exceeded', 'QuotaExceededError');
  }
  removeItem(): void {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-02T09:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('persisted local cache', () => {
  it('writes to storage 300 ms after the last change, once for a burst of changes', () => {
    expect(API_LOCAL_CACHE_DEBOUNCE_MS).toBe(300);
    const storage = new MemoryStorage();
    const cache = createApiLocalCache({ storage });
    cache.set('a', 1);
    vi.advanceTimersByTime(200);
    cache.set('b', 2);
    vi.advanceTimersByTime(299);
    expect(storage.writes).toBe(0);
    vi.advanceTimersByTime(1);
    expect(storage.writes).toBe(1);
    expect(storage.getItem(API_LOCAL_CACHE_STORAGE_KEY)).toContain('"b"');
  });

  it('survives a reload', () => {
    const storage = new MemoryStorage();
    createApiLocalCache({ storage }).set('subjects', [{ id: 1, name: 'Mathematics' }]);
    vi.advanceTimersByTime(300);
    const reloaded = createApiLocalCache({ storage });
    expect(reloaded.get('subjects')).toEqual([{ id: 1, name: 'Mathematics' }]);
  });

  it('expires entries after 5 minutes by default, also across a reload', () => {
    expect(API_LOCAL_CACHE_TTL_MS).toBe(300_000);
    const storage = new MemoryStorage();
    const cache = createApiLocalCache({ storage });
    cache.set('usage', { used: 3 });
    vi.advanceTimersByTime(299_999);
    expect(cache.get('usage')).toEqual({ used: 3 });
    expect(createApiLocalCache({ storage }).get('usage')).toEqual({ used: 3 });
    vi.advanceTimersByTime(1);
    expect(cache.get('usage')).toBeUndefined();
    expect(createApiLocalCache({ storage }).get('usage')).toBeUndefined();
  });

  it('keeps an entry for its own lifetime', () => {
    const cache = createApiLocalCache({ storage: new MemoryStorage() });
    cache.set('subjects', ['Physics'], 3_600_000);
    vi.advanceTimersByTime(3_599_999);
    expect(cache.get('subjects')).toEqual(['Physics']);
    vi.advanceTimersByTime(1);
    expect(cache.get('subjects')).toBeUndefined();
  });

  it.each([
    ['not JSON', '{"version":1,"entries":'],
    ['JSON of another shape', '[1,2,3]'],
    ['another version', JSON.stringify({ version: 99, entries: { a: { value: 1, expiresAt: 9e15 } } })],
    ['entries without expiry', JSON.stringify({ version: 1, entries: { a: { value: 1 } } })],
  ])('ignores stored data that is %s', (_label, raw) => {
    const storage = new MemoryStorage();
    storage.items.set(API_LOCAL_CACHE_STORAGE_KEY, raw);
    const cache = createApiLocalCache({ storage });
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 2);
    expect(cache.get('a')).toBe(2);
  });

  it('works from memory when storage throws on every use', () => {
    const cache = createApiLocalCache({ storage: new BrokenStorage() });
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', { ok: true });
    expect(() => vi.advanceTimersByTime(300)).not.toThrow();
    expect(() => cache.flush()).not.toThrow();
    expect(cache.get('a')).toEqual({ ok: true });
  });

  it('works from memory without storage', () => {
    const cache = createApiLocalCache({ storage: null });
    cache.set('a', 1);
    expect(cache.get('a')).toBe(1);
  });

  it('clears by fragment and writes at once on flush', () => {
    const storage = new MemoryStorage();
    const cache = createApiLocalCache({ storage });
    cache.set('GET /assessments/ ', [1]);
    cache.set('GET /subjects/ ', ['Maths']);
    cache.clear('/assessments');
    cache.flush();
    expect(storage.writes).toBe(1);
    const reloaded = createApiLocalCache({ storage });
    expect(reloaded.get('GET /assessments/ ')).toBeUndefined();
    expect(reloaded.get('GET /subjects/ ')).toEqual(['Maths']);
  });

  it('removes its storage key once it is empty', () => {
    const storage = new MemoryStorage();
    const cache = createApiLocalCache({ storage });
    cache.set('a', 1);
    cache.flush();
    cache.remove('a');
    cache.flush();
    expect(storage.items.has(API_LOCAL_CACHE_STORAGE_KEY)).toBe(false);
  });
});
