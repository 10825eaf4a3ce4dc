/**
 * An error with an answer for the client: its HTTP status, a sentence (or a message key of the shared
 * catalogues, answered in the request's language), optionally the bad fields, and values for the placeholders.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly values?: Record<string, string | number>,
  ) {
    super(message);
  }
}
