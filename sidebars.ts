import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// The user docs, in the order a new reader needs them.
const sidebars: SidebarsConfig = {
  docs: [
    'intro',
    'quick-start-project',
    'editing-text',
    'editing-colors',
    {
      type: 'category',
      label: 'Features',
      collapsed: false,
      items: [
        {
          type: 'category',
          label: 'Live Preview',
          items: [
            'Features/Live Preview/live-preview',
            'Features/Live Preview/live-preview-settings',
            'Features/Live Preview/php-live-preview',
          ],
        },
        'Features/git',
        'Features/find-in-files',
        'Features/quick-edit',
        'Features/beautify-code',
        'Features/syntax-highlighting',
        'Features/editor-rulers',
        'Features/recent-files',
        'Features/themes',
        'Features/keyboard-shortcuts',
        {
          type: 'category',
          label: 'Problems Panel',
          items: ['Features/Problems Panel/ESLint', 'Features/Problems Panel/html-lint'],
        },
      ],
    },
    'popular-extensions',
    'control-ai',
    'Linux',
  ],
};

export default sidebars;
