import type { Database } from '../db/index.js';
import { ChannelListener } from '../db/channel-listener.js';

/** The channel every write to the public schema is announced on (migration 0321_data_change_notices.sql). */
export const DATA_CHANGES_CHANNEL = 'data_changes';

/**
 * A counter of the changes this server has heard of: any write to the data, by any server or worker, moves it on.
 * An answer read at one version still holds at the same version. While the server cannot hear the announcements
 * (its listening connection broke) there is no version, and nothing may be answered from memory.
 */
export class DataChanges {
  private version = 0;
  private readonly listener: ChannelListener;

  constructor(db: Database) {
    this.listener = new ChannelListener(db, DATA_CHANGES_CHANNEL, () => this.changed(), () => this.changed());
  }

  start(): Promise<void> {
    return this.listener.start();
  }

  stop(): Promise<void> {
    return this.listener.stop();
  }

  /** The version now, or undefined while changes cannot be heard. */
  current(): number | undefined {
    return this.listener.hearing ? this.version : undefined;
  }

  /** A change made here: counted at once, before its announcement comes back. */
  changed(): void {
    this.version += 1;
  }
}
