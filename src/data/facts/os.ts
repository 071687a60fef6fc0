/** The three OSes whose menus and keys the facts hold, each read from the editor separately. */
export {OSES, OS_NAMES, type Os} from '../../lib/os';
