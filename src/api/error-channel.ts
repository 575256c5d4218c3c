import type { ApiError } from './api-error';

/*
 * Where failed calls go when no screen handles them (spec §8). The app registers the handler (the error page,
 * or /login on 401); the query client and screens that handle some statuses themselves report the rest here.
 */
let handler: (error: ApiError) => void = () => undefined;

export function setGlobalErrorHandler(next: (error: ApiError) => void): void {
  handler = next;
}

export function reportToGlobalHandler(error: ApiError): void {
  handler(error);
}
