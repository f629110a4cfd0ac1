import { clsx } from 'clsx';
import type { ClassValue } from 'clsx';

/**
 * Joins class names. Deliberately without tailwind-merge (~8.5 KB gzipped, a
 * tenth of the login budget): primitives expose variants and sizes as props
 * instead of letting callers override conflicting utilities.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
