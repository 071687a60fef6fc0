import {renderedTextProblems} from '../lib/renderedText';
import {builtPages} from './builtRoutes';
import {test, expect} from './fixtures';

/**
 * The HTML of every built page, as served: no Markdown or directive markup left in the text, and no
 * key or menu path that repeats its OS (see tests/lib/renderedText.ts). Read as HTML rather than in
 * a browser, so the per-OS parts the reader's OS hides are checked too.
 */
test('every built page shows rendered text, not markup', async ({request}) => {
  const pages = builtPages();
  expect(pages.length).toBeGreaterThan(200);
  for (const path of pages) {
    const response = await request.get(path.replace(/ /g, '%20'));
    expect.soft(response.status(), `${path}: HTTP status`).toBe(200);
    expect.soft(renderedTextProblems(await response.text()), path).toEqual([]);
  }
});
