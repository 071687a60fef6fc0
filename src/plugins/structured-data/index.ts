import type {Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {releaseDates} from './releaseDates';
import {STRUCTURED_DATA_PLUGIN, type StructuredDataGlobals} from './globals';

/** Hands the release dates of the docs versions to the theme, which writes them into each page's JSON-LD. */
export default function structuredDataPlugin(): Plugin {
  return {
    name: STRUCTURED_DATA_PLUGIN,
    allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      if (!docs || !blog) throw new Error('[structured-data] the docs and blog plugins must be loaded');
      const versions = docs.loadedVersions.map((version) => version.label);
      const current = docs.loadedVersions.find((version) => version.isLast) ?? docs.loadedVersions[0]!;
      const globals: StructuredDataGlobals = {
        releaseDates: releaseDates(
          blog.blogPosts.map((post) => ({slug: post.metadata.permalink.split('/').pop(), date: post.metadata.date})),
          versions,
        ),
        currentVersion: current.label,
      };
      actions.setGlobalData(globals);
    },
  };
}
