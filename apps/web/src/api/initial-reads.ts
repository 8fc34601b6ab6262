import { INITIAL_READS_ELEMENT_ID, type InitialReads, toReadKey } from '@matchday/contracts/initial-reads';

/**
 * The answers the page came with (ADR 0024): the server asks what a public page's first screen reads and puts
 * the answers into the page. Queries start from them (`readQuery` in ./client.ts), so the first render already
 * shows the page instead of a loader followed by one synchronous render per answer.
 *
 * Each answer is given out once: a query built later for the same call (after it was dropped from the cache,
 * after a sign-in) asks the server, never an answer from the page load.
 */
let answers = new Map<string, unknown>();

/** When the answers were made: the page load's start (they were read just before the page was sent). */
let answeredAt = 0;

/** Takes the answers out of the page's data block (`main.tsx`, once at start). A block that is not JSON: none. */
export function loadInitialReads(doc: Document = document): void {
  const text = doc.getElementById(INITIAL_READS_ELEMENT_ID)?.textContent;
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    parsed = {};
  }
  setInitialReads(typeof parsed === 'object' && parsed !== null ? (parsed as InitialReads) : {});
}

/** Replaces the answers (tests; `loadInitialReads`). */
export function setInitialReads(next: InitialReads, at: number = Date.now()): void {
  answers = new Map(Object.entries(next).map(([key, value]) => [toReadKey(key), value]));
  answeredAt = at;
}

/** The page's answer to this call path, once; `undefined` when the page came without one. */
export function takeInitialRead(callPath: string): unknown {
  const key = toReadKey(callPath);
  if (!answers.has(key)) return undefined;
  const answer = answers.get(key);
  answers.delete(key);
  return answer;
}

/** When the answers were made (a query's `initialDataUpdatedAt`: whether it is still fresh follows from it). */
export function initialReadsAt(): number {
  return answeredAt;
}

/** The keys of the answers no query has taken yet (tests: a read sent with a page that the page never asks). */
export function remainingInitialReads(): string[] {
  return [...answers.keys()];
}
