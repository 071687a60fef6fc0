/** The part of nprogress 0.2 (no types of its own) that src/clientModules/progressBar.ts uses. */
declare module 'nprogress' {
  const nprogress: {configure(options: {template?: string; barSelector?: string}): unknown};
  export default nprogress;
}
