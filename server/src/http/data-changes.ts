import type { Database } from '../db/index.js';

/** The channel every write to the public schema is announced on (migration 0321_data_change_notices.sql). */
export const DATA_CHANGES_CHANNEL = 'data_changes';

/**
 * A counter of the changes this server has heard of: any write to the data, by any server or worker, moves it on.
 * An answer read at one version still holds at the same version. While the server cannot hear the announcements
 * (its listening connection broke) there is no version, and nothing may be answered from memory.
 */
export class DataChanges {
  private version = 0;
  private listening = false;
  private stopListening?: () => Promise<void>;

  constructor(private readonly db: Database) {}

  async start(): Promise<void> {
    this.stopListening = await this.db.listen(
      DATA_CHANGES_CHANNEL,
      () => this.changed(),
      (listening) => {
        this.listening = listening;
        this.changed();
      },
    );
    this.listening = true;
  }

  async stop(): Promise<void> {
    this.listening = false;
    await this.stopListening?.();
  }

  /** The version now, or undefined while changes cannot be heard. */
  current(): number | undefined {
    return this.listening ? this.version : undefined;
  }

  /** A change made here: counted at once, before its announcement comes back. */
  changed(): void {
    this.version += 1;
  }
}
