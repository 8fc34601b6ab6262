import { afterEach, describe, expect, it } from 'vitest';
import {
  loadInitialReads,
  remainingInitialReads,
  setInitialReads,
  takeInitialRead,
} from './initial-reads.ts';

afterEach(() => setInitialReads({}));

function pageWith(block: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = `<div id="root"></div><script type="application/json" id="initial-reads">${block}</script>`;
  return doc;
}

describe('the answers a page came with', () => {
  it('gives each answer once, whatever order the call writes its query in', () => {
    loadInitialReads(
      pageWith('{"/api/champs?pageIndex=0&pageSize=6":{"items":[]},"/security/v1/auth/get-session":null}'),
    );
    expect(takeInitialRead('/api/champs?pageSize=6&pageIndex=0')).toEqual({ items: [] });
    // A query built again later (after a sign-in, after the cache dropped it) asks the server.
    expect(takeInitialRead('/api/champs?pageIndex=0&pageSize=6')).toBeUndefined();
    // `null` is an answer (signed out), not the absence of one.
    expect(takeInitialRead('/security/v1/auth/get-session')).toBeNull();
    expect(remainingInitialReads()).toEqual([]);
  });

  it('has none when the page has no block or a block that is not JSON', () => {
    loadInitialReads(pageWith('{not json'));
    expect(remainingInitialReads()).toEqual([]);
    loadInitialReads(document.implementation.createHTMLDocument('bare'));
    expect(takeInitialRead('/api/sport-types')).toBeUndefined();
  });
});
