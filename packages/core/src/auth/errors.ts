/** A failed auth operation: `message` is the text to show, `code` the server's error code when it sent one. */
export class AuthServiceError extends Error {
  override readonly name = 'AuthServiceError';
  readonly code: string | undefined;
  readonly status: number | undefined;

  constructor(message: string, options: { code?: string | undefined; status?: number | undefined; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = options.code;
    this.status = options.status;
  }
}

/** The message and code of whatever a provider call failed with. */
export function providerErrorDetails(error: unknown): { message: string; code: string | undefined; status: number | undefined } {
  if (error && typeof error === 'object') {
    const { message, code, status } = error as { message?: unknown; code?: unknown; status?: unknown };
    return {
      message: typeof message === 'string' ? message.trim() : '',
      code: typeof code === 'string' && code ? code : undefined,
      status: typeof status === 'number' && status > 0 ? status : undefined,
    };
  }
  return { message: typeof error === 'string' ? error.trim() : '', code: undefined, status: undefined };
}

/** The code of the service's error for an invitation already used. */
export const INVITATION_USED_CODE = 'invitation_used';
