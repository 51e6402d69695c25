/** The request states every slice action moves through (spec 4), and the error a slice keeps. */
import { isApiError, type ApiArea } from '@marketplace/api/api-error';
import { unexpectedErrorMessage } from '@marketplace/api/error-normalisation';

export const RequestStatus = {
  idle: 'idle',
  pending: 'pending',
  fulfilled: 'fulfilled',
  rejected: 'rejected',
} as const;
export type RequestStatus = (typeof RequestStatus)[keyof typeof RequestStatus];

/** What a slice keeps of a failure: plain data, so state stays serialisable. */
export interface SliceError {
  message: string;
  code: string | undefined;
  status: number | undefined;
  area: ApiArea | undefined;
}

export function toSliceError(error: unknown): SliceError {
  if (isApiError(error)) return { message: error.message, code: error.code, status: error.status, area: error.area };
  return { message: unexpectedErrorMessage, code: undefined, status: undefined, area: undefined };
}

/** A request's status and its last error. */
export interface RequestState {
  status: RequestStatus;
  error: SliceError | null;
}

export const idleRequest: RequestState = { status: RequestStatus.idle, error: null };
export const pendingRequest: RequestState = { status: RequestStatus.pending, error: null };
export const fulfilledRequest: RequestState = { status: RequestStatus.fulfilled, error: null };
export const rejectedRequest = (error: unknown): RequestState => ({ status: RequestStatus.rejected, error: toSliceError(error) });
