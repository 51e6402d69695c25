/**
 * Events the clients raise for the app to act on: a 401 on any request (the app shows the spec's
 * toast and goes to /marketplace) and every failed request (the app reports it, tagged by area).
 */
import type { ApiError } from './api-error.ts';

export interface ApiEventMap {
  unauthorized: ApiError;
  error: ApiError;
}
export type ApiEventName = keyof ApiEventMap;
export type ApiListener<E extends ApiEventName> = (payload: ApiEventMap[E]) => void;

export interface ApiEvents {
  on<E extends ApiEventName>(event: E, listener: ApiListener<E>): () => void;
  emit<E extends ApiEventName>(event: E, payload: ApiEventMap[E]): void;
}

export function createApiEvents(): ApiEvents {
  const listeners: { [E in ApiEventName]: Set<ApiListener<E>> } = { unauthorized: new Set(), error: new Set() };
  return {
    on(event, listener) {
      const set = listeners[event] as Set<typeof listener>;
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    emit(event, payload) {
      for (const listener of [...(listeners[event] as Set<ApiListener<typeof event>>)]) listener(payload);
    },
  };
}
