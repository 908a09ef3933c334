/**
 * What every message module shares: the namespace of the message types, and the checks that
 * validate a message on receipt (messages cross from pages and other contexts: never trusted).
 */
/** Prefix of every message type, so foreign messages are ignored cheaply. */
export const NS = 'winnow/';

export type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isStr = (v: unknown): v is string => typeof v === 'string';
