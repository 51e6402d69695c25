/** What a failed read or write says on screen: the platform's reason, or the catalogue's unexpected-error words. */
import { isApiError } from '@marketplace/api/api-error';
import { unexpectedErrorMessage } from '@marketplace/api/error-normalisation';

export const failureMessage = (error: unknown): string => (isApiError(error) ? error.message : unexpectedErrorMessage);
