/** The Chromium executable browser tests drive; throws with install instructions when there is none. */
export function findChromium(): string;
/** Flags for a headless Chromium on a machine that may run as root and has no outside network. */
export const CHROMIUM_ARGS: string[];
export const INSTALL_HINT: string;
