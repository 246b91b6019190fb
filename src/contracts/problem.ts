/** The body of every error answer: an RFC 9457 problem (application/problem+json) with Italian text. */

/** A field the request got wrong, named by its path in the body ('(corpo)' for the body itself). */
export interface FieldError {
  field: string;
  message: string;
}

export interface ProblemBody {
  type: 'about:blank';
  title: string;
  status: number;
  detail?: string;
  /** On a 400: each field refused, with why. */
  errors?: FieldError[];
}
