import type {LoadContext, Plugin} from '@docusaurus/types';
import {osScript} from './osScript';

/** Puts the OS choice in the page head, ahead of the body, like the colour-mode script. */
export default function editorFactsPlugin(_context: LoadContext): Plugin {
  return {
    name: 'phoenix-docs-editor-facts',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: osScript}]};
    },
  };
}
