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

/** A list kept by id (spec 3: private apps, apps in review, published apps), in server order. */
export interface EntityList<T> {
  byId: Readonly<Record<string, T>>;
  ids: readonly string[];
}

export const emptyList: EntityList<never> = { byId: {}, ids: [] };

export function toEntityList<T extends { id: string }>(items: readonly T[]): EntityList<T> {
  const byId: Record<string, T> = {};
  const ids: string[] = [];
  for (const item of items) {
    if (!(item.id in byId)) ids.push(item.id);
    byId[item.id] = item;
  }
  return { byId, ids };
}

/**
 * Reads a list in order. Memoised per `byId` object (replaced whenever the list changes): a
 * selector must return the same array for the same state, or React re-renders forever.
 */
const listCache = new WeakMap<object, readonly unknown[]>();
export function listItems<T>(list: EntityList<T>): T[] {
  const hit = listCache.get(list.byId);
  if (hit) return hit as T[];
  const items = list.ids.flatMap((id) => {
    const item = list.byId[id];
    return item === undefined ? [] : [item];
  });
  listCache.set(list.byId, items);
  return items;
}
