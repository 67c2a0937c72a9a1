/** A read whose failure is logged under the screen's text (unless the read was given up), then passed on. */
export async function reportFailure<T>(read: Promise<T>, text: string, signal: AbortSignal): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (!signal.aborted) console.error(text, error);
    throw error;
  }
}
