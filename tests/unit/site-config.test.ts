import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';

describe('docusaurus.config', () => {
  it('fails the build on any broken link: pages, anchors and Markdown file links', () => {
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenAnchors).toBe('throw');
    expect(config.markdown?.hooks?.onBrokenMarkdownLinks).toBe('throw');
  });
});
