// The persisted local cache (spec 01 §7): answers kept in browser storage so they survive a reload.
// Storage can be missing, full or hostile (private mode, quota, corrupt data); the cache then works from memory.
import { API_LOCAL_CACHE_DEBOUNCE_MS, API_LOCAL_CACHE_STORAGE_KEY, API_LOCAL_CACHE_TTL_MS } from './constants.js';
import { pathMatches } from './response-cache.js';

/** The part of the Web Storage interface the cache uses. */
export type ApiCacheStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ApiLocalCacheOptions {
  /** Defaults to localStorage when the page may use it, else the cache lives in memory only. */
  storage?: ApiCacheStorage | null;
  storageKey?: string;
  now?: () => number;
  debounceMs?: number;
  defaultTtlMs?: number;
}

export interface ApiLocalCache {
  get<T = unknown>(key: string): T | undefined;
  set(key: string, value: unknown, ttlMs?: number): void;
  remove(key: string): void;
  /** Removes every entry whose key contains the fragment; no fragment clears everything. */
  clear(fragment?: string): void;
  /** Writes pending changes now (for example on pagehide) instead of after the debounce. */
  flush(): void;
}

interface StoredEntry {
  value: unknown;
  expiresAt: number;
}

const STORED_VERSION = 1;

/** localStorage when reachable; reading it throws in some private modes and sandboxed frames. */
export function defaultApiCacheStorage(): ApiCacheStorage | null {
  try {
    const storage = (globalThis as { localStorage?: ApiCacheStorage }).localStorage;
    return storage ?? null;
  } catch {
    return null;
  }
}

function parseStored(raw: string | null, now: number): Map<string, StoredEntry> {
  const entries = new Map<string, StoredEntry>();
  if (!raw) return entries;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return entries;
  }
  if (typeof data !== 'object' || data === null) return entries;
  const { version, entries: stored } = data as { version?: unknown; entries?: unknown };
  if (version !== STORED_VERSION || typeof stored !== 'object' || stored === null || Array.isArray(stored)) return entries;
  for (const [key, entry] of Object.entries(stored)) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { value, expiresAt } = entry as Partial<StoredEntry>;
    if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt) || expiresAt <= now) continue;
    entries.set(key, { value, expiresAt });
  }
  return entries;
}

export function createApiLocalCache(options: ApiLocalCacheOptions = {}): ApiLocalCache {
  const storage = options.storage === undefined ? defaultApiCacheStorage() : options.storage;
  const storageKey = options.storageKey ?? API_LOCAL_CACHE_STORAGE_KEY;
  const now = options.now ?? (() => Date.now());
  const debounceMs = options.debounceMs ?? API_LOCAL_CACHE_DEBOUNCE_MS;
  const defaultTtlMs = options.defaultTtlMs ?? API_LOCAL_CACHE_TTL_MS;

  let entries: Map<string, StoredEntry> | null = null;
  let saveTimer: ReturnType<typeof setTimeout> | null = null;

  function load(): Map<string, StoredEntry> {
    if (entries) return entries;
    entries = parseStored(readStored(), now());
    return entries;
  }

  function readStored(): string | null {
    try {
      return storage?.getItem(storageKey) ?? null;
    } catch {
      return null;
    }
  }

  function save(): void {
    saveTimer = null;
    if (!storage || !entries) return;
    const current = now();
    const stored: Record<string, StoredEntry> = {};
    for (const [key, entry] of entries) {
      if (entry.expiresAt > current) stored[key] = entry;
    }
    try {
      if (Object.keys(stored).length === 0) storage.removeItem(storageKey);
      else storage.setItem(storageKey, JSON.stringify({ version: STORED_VERSION, entries: stored }));
    } catch {
      // Quota exceeded or storage disabled: the entries stay usable in memory for this page.
    }
  }

  function scheduleSave(): void {
    if (!storage) return;
    if (saveTimer !== null) clearTimeout(saveTimer);
    saveTimer = setTimeout(save, debounceMs);
  }

  return {
    get<T = unknown>(key: string): T | undefined {
      const map = load();
      const entry = map.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        map.delete(key);
        scheduleSave();
        return undefined;
      }
      return entry.value as T;
    },
    set(key, value, ttlMs = defaultTtlMs) {
      const map = load();
      if (ttlMs <= 0 || value === undefined) map.delete(key);
      else map.set(key, { value, expiresAt: now() + ttlMs });
      scheduleSave();
    },
    remove(key) {
      if (load().delete(key)) scheduleSave();
    },
    clear(fragment) {
      const map = load();
      if (fragment === undefined) map.clear();
      else for (const key of [...map.keys()]) if (pathMatches(key, fragment)) map.delete(key);
      scheduleSave();
    },
    flush() {
      if (saveTimer === null) return;
      clearTimeout(saveTimer);
      save();
    },
  };
}
