import type { TErrorResponse } from '@portal/contracts/errors';

export const NETWORK_ERROR_MESSAGE = "We couldn't reach the portal. Check your connection and try again.";
export const TIMEOUT_ERROR_MESSAGE = 'The portal took too long to answer. Please try again.';
export const GENERIC_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** The parts of an axios error we read; checked structurally so this file never pulls in axios. */
interface HttpErrorLike {
  isAxiosError: true;
  code?: string;
  message: string;
  response?: { status: number; statusText: string; data: unknown };
}

export function isHttpError(error: unknown): error is HttpErrorLike {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** The HTTP status of a failed call, or undefined when no answer came back. */
export function getErrorStatus(error: unknown): number | undefined {
  return isHttpError(error) ? error.response?.status : undefined;
}

/** The human `message` of a ZErrorResponse body (read without zod: it loads with the form). */
function getServerMessage(data: unknown): string | undefined {
  const message = data && typeof data === 'object' ? (data as Partial<TErrorResponse>).message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/**
 * A sentence a member can read, for any failure: the server's own `message`
 * for a 4xx (every service answers errors with ZErrorResponse), else a
 * message chosen by status, else a plain explanation. Never a raw error.
 */
export function getErrorMessage(error: unknown, byStatus: Record<number, string> = {}): string {
  if (!isHttpError(error)) return GENERIC_ERROR_MESSAGE;
  const { response } = error;
  if (!response) {
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return TIMEOUT_ERROR_MESSAGE;
    return NETWORK_ERROR_MESSAGE;
  }
  const serverMessage = response.status < 500 ? getServerMessage(response.data) : undefined;
  return serverMessage ?? byStatus[response.status] ?? GENERIC_ERROR_MESSAGE;
}
