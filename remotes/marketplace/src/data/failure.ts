/** What a failed read or write says on screen: the platform's reason, or the catalogue's unexpected-error words. */
import { isApiError } from '@marketplace/api/api-error';
import { unexpectedErrorMessage } from '@marketplace/api/error-normalisation';

/** A write refused before anything was sent (the domain's rules, a locked cart), and said so already: no failure to show. */
export class Refused extends Error {}

export const failureMessage = (error: unknown): string => (isApiError(error) ? error.message : unexpectedErrorMessage);

/** What a failed read shows: the words only (the query keeps the error itself). */
export interface ReadFailure {
  message: string;
}

export const readFailureOf = (error: unknown): ReadFailure => ({ message: failureMessage(error) });

/** A query's state in the shape the page's sections take: its status and, when it failed, what to say. */
export interface ReadState {
  status: 'pending' | 'fulfilled' | 'rejected';
  error: ReadFailure | null;
}

export const readStateOf = (query: { isSuccess: boolean; isError: boolean; error: unknown }): ReadState =>
  query.isError ? { status: 'rejected', error: readFailureOf(query.error) } : { status: query.isSuccess ? 'fulfilled' : 'pending', error: null };
