import type {Navbar} from '@docusaurus/theme-common';
import {downloadUrl, githubUrl} from './site';

export const navbar = {
  title: 'Phoenix Code',
  hideOnScroll: true,
  logo: {alt: 'Phoenix Code home', src: 'img/logo.svg', width: 32, height: 32},
  items: [
    {type: 'docSidebar', sidebarId: 'docs', label: 'Docs', position: 'left'},
    {type: 'docSidebar', docsPluginId: 'api', sidebarId: 'api', label: 'API', position: 'left'},
    {to: '/blog', label: 'Blog', position: 'left'},
    {href: downloadUrl, label: 'Download', position: 'left'},
    {type: 'docsVersionDropdown', position: 'right'},
    {type: 'localeDropdown', position: 'right'},
    // Whose keyboard shortcuts pages show: src/components/ShortcutOsSwitch.
    {type: 'custom-shortcutOs', position: 'right'},
    {href: githubUrl, label: 'GitHub', position: 'right', 'aria-label': 'Phoenix Code on GitHub'},
    {type: 'search', position: 'right'},
  ],
} satisfies Omit<Navbar, 'style'>;
