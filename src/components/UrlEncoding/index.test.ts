import React, {createElement as h, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {StaticRouter, useLocation} from 'react-router';
import {Link, NavLink} from 'react-router-dom';
import {createMemoryHistory} from 'history';
import {describe, expect, it} from 'vitest';
import {EncodedHrefs, EncodedLocation, encodingHistory} from './index';

const at = (location: string, children: ReactNode) => renderToStaticMarkup(h(StaticRouter, {location}, children));
const livePreview = '/docs/Features/Live Preview/live-preview';

describe('EncodedHrefs', () => {
  it('react-router alone writes the decoded path into href (why this exists)', () => {
    expect(at('/docs/intro', h(Link, {to: livePreview}, 'x'))).toContain(`href="${livePreview}"`);
  });

  it('router links below it write encoded hrefs, once', () => {
    const html = at(
      '/docs/intro',
      h(EncodedHrefs, null, h(Link, {to: `${livePreview}#start`}, 'a'), h(Link, {to: '/docs/Features/Problems%20Panel/ESLint'}, 'b')),
    );
    expect(html).toContain('href="/docs/Features/Live%20Preview/live-preview#start"');
    expect(html).toContain('href="/docs/Features/Problems%20Panel/ESLint"');
  });

  it('a link to the current page is still active: matching uses the decoded path', () => {
    const html = at(livePreview, h(EncodedHrefs, null, h(NavLink, {to: livePreview}, 'here')));
    expect(html).toBe('<a aria-current="page" class="active" href="/docs/Features/Live%20Preview/live-preview">here</a>');
  });

  it('navigating through the encoding history lands on the decoded route', () => {
    const history = createMemoryHistory({initialEntries: ['/docs/intro']});
    const encoding = encodingHistory(history);
    expect(encodingHistory(history)).toBe(encoding);
    encoding.push('/docs/Features/Live%20Preview/live-preview');
    expect(history.location.pathname).toBe(livePreview);
    expect(encoding.location.pathname).toBe(livePreview);
    expect(encoding.createHref(encoding.location)).toBe('/docs/Features/Live%20Preview/live-preview');
  });
});

describe('EncodedLocation', () => {
  function Path() {
    return useLocation().pathname;
  }

  it('gives the components below it the encoded path, and leaves the rest decoded', () => {
    const html = at(livePreview, h(React.Fragment, null, h(EncodedLocation, null, h(Path)), '|', h(Path)));
    expect(html).toBe(`/docs/Features/Live%20Preview/live-preview|${livePreview}`);
  });
});
