import type {TestProject} from 'vitest/node';
import {startDisplay, webkitMissing} from '../../scripts/lib/webkit.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    display: string;
  }
}

/** One X display for every WebKit test file: DISPLAY when set, else an Xvfb of the run's own. */
export default async function setup(project: TestProject) {
  const missing = webkitMissing();
  if (missing) throw new Error(missing);
  const {display, close} = await startDisplay();
  project.provide('display', display);
  return close;
}
