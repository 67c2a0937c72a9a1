import type { SupportedStorage } from '@supabase/supabase-js';

/** Browser-like storage for the auth client in tests. */
export class MemoryStorage implements SupportedStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}
