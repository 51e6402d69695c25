/** The one error type routes throw: it becomes a JSON body `{ code, message }` with its status. (The api client's error is ApiError, packages/api.) */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const unauthorized = (message = 'A valid bearer token is required.'): HttpError => new HttpError(401, 'unauthorized', message);
export const notFound = (message: string): HttpError => new HttpError(404, 'not_found', message);
