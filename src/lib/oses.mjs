/**
 * The three OSes the site speaks of: the editor's facts hold menus and keys for each, and a reader
 * picks one in the navbar. Plain JavaScript, so that the scripts Node runs as they are (the facts
 * reader, its refresh) take the list from here too; `./os.ts` gives it its type.
 */
export const OSES = /** @type {const} */ (['win', 'mac', 'linux']);
