import {describe, expect, it} from 'vitest';
import {colourCover, mainFeatures} from '../lib/colourCover';

describe('the pages whose colours the crawl measures', () => {
  it('reads the elements and classes of main, not of the layout around it', () => {
    const html =
      '<nav class="navbar"><a class="navbar__link">x</a></nav><main class="docMain"><table><tr><td><kbd class="key  mac">K</kbd></td></tr></table></main><footer class="footer"></footer>';
    expect([...mainFeatures(html)].sort()).toEqual(
      ['class:docMain', 'class:key', 'class:mac', 'tag:kbd', 'tag:main', 'tag:table', 'tag:td', 'tag:tr'].sort(),
    );
    expect(mainFeatures('<body><p class="a">x</p></body>')).toEqual(new Set(['tag:body', 'tag:p', 'class:a']));
  });

  it('measures, in each mode, pages that together show every feature, and no page more than it needs', () => {
    const pages = new Map([
      ['/a', new Set(['tag:p', 'class:x'])],
      ['/b', new Set(['tag:p', 'class:x', 'class:y', 'tag:kbd'])],
      ['/c', new Set(['tag:p', 'class:z'])],
      ['/d', new Set(['tag:p'])],
    ]);
    const cover = colourCover(pages);
    expect(cover).toEqual(
      new Map([
        ['/b', ['dark', 'light']],
        ['/c', ['dark', 'light']],
      ]),
    );
    for (const mode of ['dark', 'light'] as const) {
      const shown = new Set([...cover].filter(([, modes]) => modes.includes(mode)).flatMap(([path]) => [...pages.get(path)!]));
      for (const features of pages.values()) for (const feature of features) expect(shown.has(feature), `${feature}, ${mode}`).toBe(true);
    }
  });

  it('leaves out what the pages measured in both modes already show', () => {
    const pages = new Map([
      ['/a', new Set(['tag:p', 'class:x'])],
      ['/b', new Set(['tag:p', 'class:y'])],
    ]);
    expect(colourCover(pages, [new Set(['tag:p', 'class:y'])])).toEqual(new Map([['/a', ['dark', 'light']]]));
    expect(colourCover(pages, [new Set(['tag:p', 'class:x', 'class:y'])])).toEqual(new Map());
  });
});
