/** The one error type routes throw: it becomes a JSON body `{ code, message }` with its status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const unauthorized = (message = 'A valid bearer token is required.'): ApiError => new ApiError(401, 'unauthorized', message);
export const notFound = (message: string): ApiError => new ApiError(404, 'not_found', message);
