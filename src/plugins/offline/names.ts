/** The offline copy's two top-level files in the build. */
export const MANIFEST_FILE = 'offline-manifest.json';
export const WORKER_FILE = 'sw.js';
