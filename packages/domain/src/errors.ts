/**
 * The one error kind the domain throws: a stable `code` the server maps to its AppError, and a readable
 * message.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
