import {describe, expect, it} from 'vitest';
import {llmsFullTxt, llmsTxt, sidebarOrder} from './llms';

const header = {title: 'Phoenix Code Docs', summary: 'Docs of a code editor.\n  In one line.', details: ['Pages are Markdown.']};

describe('llmsTxt', () => {
  it('writes the llmstxt.org layout: title, summary, details, then one list per section', () => {
    const text = llmsTxt(header, [
      {
        heading: 'Docs',
        entries: [
          {title: 'Intro', url: 'https://docs.phcode.dev/docs/intro.md', description: 'What it is.'},
          {title: 'Live [Preview]', url: 'https://docs.phcode.dev/docs/Features/Live%20Preview/live-preview.md'},
        ],
      },
      {heading: 'Empty', entries: []},
      {
        heading: 'API reference',
        entries: [
          {title: 'command/Menus', url: 'https://docs.phcode.dev/api/API-Reference/command/Menus.md', description: 'Menus\nand items.'},
        ],
      },
    ]);
    expect(text).toBe(`# Phoenix Code Docs

> Docs of a code editor. In one line.

Pages are Markdown.

## Docs

- [Intro](https://docs.phcode.dev/docs/intro.md): What it is.
- [Live \\[Preview\\]](https://docs.phcode.dev/docs/Features/Live%20Preview/live-preview.md)

## API reference

- [command/Menus](https://docs.phcode.dev/api/API-Reference/command/Menus.md): Menus and items.
`);
  });
});

describe('llmsFullTxt', () => {
  it('puts the header above the pages, separated by rules', () => {
    expect(llmsFullTxt(header, [{markdown: '# A\n\nSource: a\n\nText a.\n'}, {markdown: '# B\n\nText b.\n'}])).toBe(
      '# Phoenix Code Docs\n\n> Docs of a code editor. In one line.\n\nPages are Markdown.\n\n# A\n\nSource: a\n\nText a.\n\n---\n\n# B\n\nText b.\n',
    );
  });
});

describe('sidebarOrder', () => {
  it('follows the sidebar, category pages before their items, then the docs no sidebar lists', () => {
    const sidebars = {
      api: [
        {type: 'doc', id: 'getting-started'},
        {
          type: 'category',
          label: 'How-To',
          items: [
            {type: 'doc', id: 'How-To/Menus'},
            {type: 'link', href: 'https://x'},
          ],
        },
        {
          type: 'category',
          label: 'API Reference',
          link: {type: 'doc', id: 'API-Reference'},
          items: [{type: 'doc', id: 'API-Reference/command/Menus'}],
        },
        {type: 'ref', id: 'getting-started'},
      ],
    };
    expect(
      sidebarOrder(sidebars, [
        'API-Reference',
        'API-Reference/command/Menus',
        'How-To/Menus',
        'getting-started',
        'zz-unlisted',
        'aa-unlisted',
      ]),
    ).toEqual(['getting-started', 'How-To/Menus', 'API-Reference', 'API-Reference/command/Menus', 'aa-unlisted', 'zz-unlisted']);
  });
  it('leaves out sidebar entries that are not among the docs asked for', () => {
    expect(
      sidebarOrder(
        {
          s: [
            {type: 'doc', id: 'hidden'},
            {type: 'doc', id: 'shown'},
          ],
        },
        ['shown'],
      ),
    ).toEqual(['shown']);
  });
});
