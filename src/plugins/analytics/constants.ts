/** The `<meta>` name that carries the configured endpoint from the build to the browser. */
export const ENDPOINT_META = 'phoenix-docs-analytics-endpoint';
