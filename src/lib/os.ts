/**
 * The three OSes the site speaks of: the editor's facts hold menus and keys for each, and a reader
 * picks one in the navbar. Kept here, apart from the facts, so that code in the browser can use it.
 */
export const OSES = ['win', 'mac', 'linux'] as const;
export type Os = (typeof OSES)[number];
export const OS_NAMES: Record<Os, string> = {win: 'Windows', mac: 'macOS', linux: 'Linux'};
