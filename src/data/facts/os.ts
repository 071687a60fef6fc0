/** The three OSes whose menus and keys the facts hold, each read from the editor separately. */
export const OSES = ['win', 'mac', 'linux'] as const;
export type Os = (typeof OSES)[number];
export const OS_NAMES: Record<Os, string> = {win: 'Windows', mac: 'macOS', linux: 'Linux'};
