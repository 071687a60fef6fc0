/**
 * The three OSes the site speaks of (listed once, in ./oses.mjs), with their type and names. Kept
 * apart from the facts, so that code in the browser can use them.
 */
import {OSES} from './oses.mjs';

export {OSES};
export type Os = (typeof OSES)[number];
export const OS_NAMES: Record<Os, string> = {win: 'Windows', mac: 'macOS', linux: 'Linux'};
