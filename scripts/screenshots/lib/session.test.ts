import {describe, expect, it} from 'vitest';
import {CURRENT_DOCS_VERSION} from '../../../src/data/docsVersions';
import {Session} from './session.mjs';

/** A stand-in for Playwright's page that records what the session asks the editor to run. */
function fakePage() {
  const calls: {names?: string[]; arg?: Record<string, unknown>}[] = [];
  return {
    calls,
    evaluate: async (_fn: unknown, payload: {names?: string[]; arg?: Record<string, unknown>}) => {
      calls.push(payload ?? {});
      return {line: 0, ch: 0};
    },
  };
}

describe('Session.open', () => {
  it('passes the lines to show above the cursor on to cursorAt', async () => {
    const page = fakePage();
    const session = new Session(page as never, {previewUrl: '', version: CURRENT_DOCS_VERSION});
    await session.open('index.html', {at: '<h2>', offset: 3, top: 8});
    const placed = page.calls.find((call) => call.names?.includes('editor/EditorManager') && call.arg && 'top' in call.arg);
    expect(placed?.arg).toEqual({text: '<h2>', offset: 3, top: 8});
  });

  it("keeps cursorAt's own default without a top, and places no cursor without text", async () => {
    const page = fakePage();
    const session = new Session(page as never, {previewUrl: '', version: CURRENT_DOCS_VERSION});
    await session.open('index.html', {at: '<h2>'});
    expect(page.calls.find((call) => call.arg && 'top' in call.arg)?.arg).toEqual({text: '<h2>', offset: 0, top: 6});
    const other = fakePage();
    await new Session(other as never, {previewUrl: '', version: CURRENT_DOCS_VERSION}).open('index.html');
    expect(other.calls.some((call) => call.arg && 'top' in call.arg)).toBe(false);
  });
});
