import { randomUUID } from 'node:crypto';
import { ChannelListener } from '../db/channel-listener.js';
import { notify, type Database } from './repository.js';

/**
 * The channel every write to the public schema is announced on (migrations 0321_data_change_notices.sql and
 * 0370_data_change_scopes.sql). A notice names the scopes of the changed rows' readers, space-separated:
 * `u:<user id>`, `c:<class id>`, `s:<school id>`, or `g` (everything; an empty notice means the same).
 */
export const DATA_CHANGES_CHANNEL = 'data_changes';

/** The scope every answer depends on: a change to it is a change to everything. */
export const EVERYTHING = 'g';

/** A notice this server sends itself to learn that every notice of its own earlier writes has been heard. */
const FENCE_PREFIX = 'fence:';
/** How long a write waits for its own notices before counting itself a change to everything. */
const SETTLE_MS = 2_000;
/** How many scopes' last changes are kept; past it they are all forgotten, as if changed just then. */
const KEPT_SCOPES = 200_000;

/**
 * The changes this server has heard of, by whose views they can change. Every notice moves the version on and
 * records, for each scope it names, the version it moved to. An answer read at one version, depending on some
 * scopes, still holds while none of them (and not everything) changed since. While the server cannot hear the
 * notices (its listening connection broke) there is no version, and nothing may be answered from memory.
 */
export class DataChanges {
  private version = 0;
  /** The version of the last change to everything. */
  private everything = 0;
  private readonly lastChange = new Map<string, number>();
  /** Scopes not in lastChange are taken as changed at this version (moved on when lastChange is emptied). */
  private forgottenAt = 0;
  private readonly fences = new Map<string, () => void>();
  private readonly listener: ChannelListener;

  constructor(private readonly db: Database) {
    this.listener = new ChannelListener(db, DATA_CHANGES_CHANNEL, (payload) => this.heard(payload), () => this.changed());
  }

  start(): Promise<void> {
    return this.listener.start();
  }

  async stop(): Promise<void> {
    await this.listener.stop();
    for (const release of this.fences.values()) release();
  }

  /** The version now, or undefined while changes cannot be heard. */
  current(): number | undefined {
    return this.listener.hearing ? this.version : undefined;
  }

  /** Whether nothing in these scopes, nor everything, has changed since `version` (a scope `g` is everything). */
  holds(version: number, scopes: readonly string[]): boolean {
    if (!this.listener.hearing || this.everything > version) return false;
    for (const scope of scopes) {
      if (scope === EVERYTHING) return this.version === version;
      if ((this.lastChange.get(scope) ?? this.forgottenAt) > version) return false;
    }
    return true;
  }

  /** A change to the data of these scopes; with none named, a change to everything. */
  changed(scopes: readonly string[] = [EVERYTHING]): void {
    this.version += 1;
    if (scopes.length === 0 || scopes.includes(EVERYTHING)) {
      this.everything = this.version;
      return;
    }
    if (this.lastChange.size + scopes.length > KEPT_SCOPES) {
      this.lastChange.clear();
      this.forgottenAt = this.version;
    }
    for (const scope of scopes) this.lastChange.set(scope, this.version);
  }

  /**
   * Resolves once every notice of the writes this server committed before the call has been heard, so that a
   * write's answer leaves only after the change is counted and the writer's next read is never answered from
   * memory. PostgreSQL delivers notices in the order their transactions committed: the server announces a fence
   * of its own and waits to hear it. When it is not heard in time, the write counts as a change to everything.
   */
  async settle(): Promise<void> {
    if (!this.listener.hearing) return this.changed();
    const fence = `${FENCE_PREFIX}${randomUUID()}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<boolean>((resolve) => {
      this.fences.set(fence, () => resolve(true));
      timer = setTimeout(() => resolve(false), SETTLE_MS);
    });
    try {
      await notify(this.db, DATA_CHANGES_CHANNEL, fence);
      if (!(await heard)) this.changed();
    } catch {
      this.changed();
    } finally {
      clearTimeout(timer);
      this.fences.delete(fence);
    }
  }

  private heard(payload: string): void {
    if (payload.startsWith(FENCE_PREFIX)) {
      this.fences.get(payload)?.();
      return;
    }
    this.changed(payload.split(' ').filter(Boolean));
  }
}
