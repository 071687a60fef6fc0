/** Shared by the plugin (build) and the theme (browser); kept apart so the browser bundle stays small. */
export const STRUCTURED_DATA_PLUGIN = 'phoenix-docs-structured-data';

/** What the pages' JSON-LD needs beyond the doc itself (read with `usePluginData`). */
export type StructuredDataGlobals = {
  /** Docs version label → the date its release was published (YYYY-MM-DD). */
  releaseDates: Record<string, string>;
  /** The release that the current docs, the guides and the API reference describe. */
  currentVersion: string;
};
