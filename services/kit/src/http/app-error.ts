/**
 * An error with an answer for the client: its HTTP status, a sentence (or a message key of the shared
 * catalogues, answered in the request's language), optionally the bad fields, values for the placeholders, and
 * more of the answer's body beside its sentence (a refused booking's next free times).
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly values?: Record<string, string | number>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}
