import {describe, expect, it} from 'vitest';
import {encodeUrl} from './encodeUrl';

describe('encodeUrl', () => {
  it.each([
    ['/docs/Features/Live Preview/live-preview', '/docs/Features/Live%20Preview/live-preview'],
    ['/docs/Features/Live Preview/live-preview#start-live-preview', '/docs/Features/Live%20Preview/live-preview#start-live-preview'],
    ['https://docs.phcode.dev/docs/Features/Problems Panel/ESLint', 'https://docs.phcode.dev/docs/Features/Problems%20Panel/ESLint'],
    ['/search?q=live preview&v=9.2', '/search?q=live%20preview&v=9.2'],
    ['/docs/café', '/docs/caf%C3%A9'],
    ['/docs/100% sure', '/docs/100%25%20sure'],
    ['/docs/a[1]', '/docs/a%5B1%5D'],
  ])('%s -> %s', (raw, encoded) => expect(encodeUrl(raw)).toBe(encoded));

  it.each([
    '/docs/Features/Live%20Preview/live-preview',
    '/docs/intro?x=1&y=(2)#top',
    'https://github.com/phcode-dev/docs/edit/main/docs/Features/Live%20Preview/live-preview.md',
    '#heading-id',
    '',
  ])('leaves a valid URL alone: %s', (url) => expect(encodeUrl(url)).toBe(url));

  it('encodes once: a second pass changes nothing', () => {
    const once = encodeUrl('/docs/Features/Live Preview/café 100%');
    expect(encodeUrl(once)).toBe(once);
    expect(decodeURI(once)).toBe('/docs/Features/Live Preview/café 100%');
  });
});
