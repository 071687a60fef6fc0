// Plain JavaScript so that the data schemas, the release code and the Node scripts (which load no
// TypeScript) test versions against the same two patterns.

/** A docs version: major.minor, like 5.2. */
export const DOCS_VERSION = /^\d+\.\d+$/;

/** An editor release tag: vMAJOR.MINOR.PATCH, like v5.2.4. */
export const EDITOR_TAG = /^v\d+\.\d+\.\d+$/;
