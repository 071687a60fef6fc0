import type {Footer} from '@docusaurus/theme-common';
import {apiHome, copyrightYear, docsHome, docsRepoUrl, downloadUrl, githubUrl} from './site';

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Docs',
      items: [
        {label: 'Introduction', to: docsHome},
        {label: 'Quick start', to: '/docs/quick-start-project'},
        {label: 'Live Preview', to: '/docs/Features/Live Preview/live-preview'},
        {label: 'Keyboard shortcuts', to: '/docs/Features/keyboard-shortcuts'},
      ],
    },
    {
      title: 'API',
      items: [
        {label: 'Getting started', to: apiHome},
        {label: 'Create an extension', to: '/api/creating-extensions'},
        {label: 'Create a theme', to: '/api/creating-themes'},
        {label: 'API reference', to: '/api/API-Reference'},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'Chat on Discord', href: 'https://discord.gg/rBpTBPttca'},
        {label: 'Forum (GitHub Discussions)', href: 'https://github.com/phcode-dev/phoenix/discussions'},
        {label: 'Brackets community on Reddit', href: 'https://www.reddit.com/r/brackets/'},
        {label: 'Follow on X', href: 'https://x.com/phcodedev'},
        {label: 'Videos on YouTube', href: 'https://www.youtube.com/channel/UCNK2a8DKqPQQe3GlfTk-RHg'},
      ],
    },
    {
      title: 'More',
      items: [
        {label: 'Blog', to: '/blog'},
        {label: 'Download', href: downloadUrl},
        {label: 'Editor source on GitHub', href: githubUrl},
        {label: 'Improve these docs', href: docsRepoUrl},
        {label: 'About this site', to: '/markdown-page'},
      ],
    },
  ],
  copyright: `Copyright © ${copyrightYear} core.ai scientific technologies private limited and the Phoenix Code contributors.`,
} satisfies Footer;
