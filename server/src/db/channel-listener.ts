import type { Database } from './types.js';

/**
 * A channel a server hears for as long as it runs. `hearing` says whether every notice since the listening began has
 * arrived: false while the listening connection is broken, when notices may be lost. `onGap` is called whenever that
 * changes, so that what was learned from notices can be dropped.
 */
export class ChannelListener {
  private listening = false;
  private stopListening?: () => Promise<void>;

  constructor(
    private readonly db: Database,
    private readonly channel: string,
    private readonly onNotice: (payload: string) => void,
    private readonly onGap: () => void,
  ) {}

  get hearing(): boolean {
    return this.listening;
  }

  async start(): Promise<void> {
    this.stopListening = await this.db.listen(this.channel, this.onNotice, (listening) => {
      this.listening = listening;
      this.onGap();
    });
    this.listening = true;
  }

  async stop(): Promise<void> {
    this.listening = false;
    this.onGap();
    await this.stopListening?.();
  }
}
