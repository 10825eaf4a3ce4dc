/** An error with an answer for the client: its HTTP status, a sentence, and optionally the bad fields. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}
