import type { JsonObject } from './content-types';

/** A JSON object: not an array, not null. */
export const isRecord = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A key's own value only: a key named `constructor` or `toString` must not find the prototype's function. */
export const ownValue = (value: unknown, key: string): unknown => (isRecord(value) && Object.hasOwn(value, key) ? value[key] : undefined);
