/** Why a use case refused: the one thing problem.ts needs to answer with the right status. */
export type DomainReason = 'not_found' | 'conflict' | 'invalid' | 'forbidden' | 'unprocessable' | 'unavailable';

/**
 * A use case's refusal, in the Italian the user reads. `title` names the case when the reason's
 * default does not ("Pratica già inviata"); `field` names the input it is about.
 */
export class DomainError extends Error {
  constructor(
    readonly reason: DomainReason,
    message: string,
    readonly options: { title?: string; field?: string } = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
