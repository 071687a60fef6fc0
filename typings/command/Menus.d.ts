/**
 * Adds items to the menu bar and to context (right-click) menus, and creates new menus.
 *
 * Menus never run code directly. Each menu item shows a command registered with
 * `command/CommandManager`: the item takes its label, enabled state and check mark from the
 * command and runs the command when clicked. So the usual recipe is:
 *
 * 1. register a command with `CommandManager.register(name, id, handler)`;
 * 2. get a menu with {@link getMenu} (menu bar) or {@link getContextMenu} (context menus), using
 *    the ids in {@link AppMenuBar} and {@link ContextMenuIds};
 * 3. call {@link Menu.addMenuItem} with the command id, optionally with a shortcut and a position.
 *
 * To change an item later (grey it out, rename it, tick it), change the command, not the item.
 *
 * **Positions.** New items go at the end of a menu unless you pass a position: {@link FIRST} or
 * {@link LAST}; {@link BEFORE} or {@link AFTER} another command's item (pass that command's id as
 * `relativeID`); or {@link FIRST_IN_SECTION} / {@link LAST_IN_SECTION} of a group of related
 * items (pass one of the {@link MenuSection} values as `relativeID`). Sections are the runs of
 * items between dividers; positioning by section keeps working when the items around it change.
 *
 * **Context menus** raise `beforeContextMenuOpen` just before they appear, which is the moment to
 * enable or disable commands based on what was right-clicked (see {@link ContextMenuEvents}).
 *
 * @example
 * ```js
 * const CommandManager = brackets.getModule("command/CommandManager");
 * const Menus = brackets.getModule("command/Menus");
 *
 * const CMD_COPY_NAME = "jane.copyname.copy";
 * CommandManager.register("Copy File Name", CMD_COPY_NAME, function () {
 *     console.log("copy the name of the selected file here");
 * });
 *
 * // Edit menu, at the end of the group that holds Cut/Copy/Paste.
 * Menus.getMenu(Menus.AppMenuBar.EDIT_MENU).addMenuItem(
 *     CMD_COPY_NAME, "Ctrl-Alt-Shift-C", Menus.LAST_IN_SECTION, Menus.MenuSection.EDIT_TEXT_COMMANDS);
 *
 * // Also in the right-click menu of the file tree.
 * Menus.getContextMenu(Menus.ContextMenuIds.PROJECT_MENU).addMenuItem(CMD_COPY_NAME);
 * ```
 *
 * @module command/Menus
 */

import type {DispatcherEvent, EventArgs, EventHandler} from 'utils/EventDispatcher';
import type {Command} from 'command/CommandManager';
import type {KeyBindingRequest} from 'command/KeyBindingManager';

/** Where to insert a menu, menu item or divider; the values of the position constants. */
export type MenuPosition = 'before' | 'after' | 'first' | 'last' | 'firstInSection' | 'lastInSection';

/**
 * A menu section: the group of items around the item of `sectionMarker` (a command id), bounded
 * by dividers or the ends of the menu. Pass it as `relativeID` with {@link FIRST_IN_SECTION} or
 * {@link LAST_IN_SECTION}.
 */
export interface MenuSectionMarker {
  /** The id of a command whose menu item lies in the section. */
  readonly sectionMarker: string;
}

/** Options for {@link Menu.addMenuItem}. */
export interface MenuItemOptions {
  /**
   * Hide the item entirely, instead of greying it out, while its command is disabled. Keeps
   * context menus short when an action does not apply.
   */
  hideWhenCommandDisabled?: boolean;
}

/**
 * One entry in a menu: a command's item, a divider, or the entry that opens a submenu.
 *
 * Menu items are created by {@link Menu.addMenuItem} and {@link Menu.addMenuDivider}; don't
 * construct them yourself. An item mirrors its command, so change the command (name, enabled,
 * checked) to change the item.
 */
export class MenuItem {
  /**
   * Creates a menu item object. Use {@link Menu.addMenuItem} instead, which also builds the
   * item's UI and registers it.
   *
   * @param id - The item id: the menu id and the command id joined by `-`.
   * @param command - The command the item shows, or {@link DIVIDER} for a divider.
   * @param options - See {@link MenuItemOptions}.
   */
  constructor(id: string, command: string | Command, options?: MenuItemOptions);

  /** The item's id: the id of its menu and of its command joined with `-`, e.g. `"edit-menu-jane.copyname.copy"`. */
  readonly id: string;

  /** `true` if this item is a divider line. */
  readonly isDivider: boolean;

  /**
   * Returns the command this item shows.
   *
   * @returns The command; `undefined` for dividers and submenu entries.
   */
  getCommand(): Command | undefined;

  /**
   * Returns the menu-bar menu that contains this item.
   *
   * @returns The parent menu; `null` or `undefined` when the item is not inside a menu-bar menu
   *     (for example an item of a context menu).
   */
  getParentMenu(): Menu | null | undefined;
}

/**
 * A menu of the menu bar (File, Edit, ...) or, through {@link ContextMenu}, a context menu or
 * submenu. Get existing ones with {@link getMenu}, or create one with {@link addMenu}; don't
 * construct it yourself.
 */
export class Menu {
  /**
   * Creates a menu object. Use {@link addMenu} instead, which also builds its UI.
   *
   * @param id - The menu id.
   */
  constructor(id: string);

  /** The menu's id, such as `"file-menu"`. */
  readonly id: string;

  /**
   * Removes a command's item from this menu. The command and its shortcuts are left alone; use
   * `KeyBindingManager.removeBinding` to drop a shortcut too.
   *
   * @param command - The command id or {@link Command} whose item should go.
   */
  removeMenuItem(command: string | Command): void;

  /**
   * Removes a divider from this menu.
   *
   * @param menuItemID - The id of the divider item, i.e. the `id` of the {@link MenuItem}
   *     returned by {@link addMenuDivider}.
   */
  removeMenuDivider(menuItemID: string): void;

  /**
   * Adds an item for a registered command to this menu.
   *
   * The command must already be registered. Any shortcut given here is bound to the command
   * (not to the menu item) through `KeyBindingManager.addBinding`, and the item displays it.
   * Adding the same command twice to one menu is refused.
   *
   * @param command - The command id or {@link Command}. Pass {@link DIVIDER} to add a divider
   *     (or call {@link addMenuDivider}).
   * @param keyBindings - Shortcut(s) for the command, such as `"Ctrl-Alt-T"` or an array of
   *     platform-specific bindings.
   * @param position - Where to insert the item; defaults to the end of the menu. See the module
   *     overview.
   * @param relativeID - The command id to insert next to (with `BEFORE`/`AFTER`), or a
   *     {@link MenuSection} value (with `FIRST_IN_SECTION`/`LAST_IN_SECTION`). Not needed for
   *     `FIRST`/`LAST`.
   * @param options - See {@link MenuItemOptions}.
   * @returns The new item, or `null` if the command is unknown or already in this menu.
   *
   * @example
   * ```js
   * const Menus = brackets.getModule("command/Menus");
   * const Commands = brackets.getModule("command/Commands");
   * const fileMenu = Menus.getMenu(Menus.AppMenuBar.FILE_MENU);
   *
   * // Right after "Save As...".
   * fileMenu.addMenuItem("jane.backup.save", null, Menus.AFTER, Commands.FILE_SAVE_AS);
   * ```
   */
  addMenuItem(
    command: string | Command,
    keyBindings?: KeyBindingRequest | KeyBindingRequest[] | null,
    position?: MenuPosition,
    relativeID?: string | MenuSectionMarker,
    options?: MenuItemOptions,
  ): MenuItem | null;

  /**
   * Adds a divider line to this menu.
   *
   * @param position - Where to insert it; defaults to the end of the menu.
   * @param relativeID - The command id or {@link MenuSection} value the position refers to;
   *     not needed for `FIRST`/`LAST`.
   * @returns The divider item; keep its `id` if you want to remove it later.
   */
  addMenuDivider(position?: MenuPosition, relativeID?: string | MenuSectionMarker): MenuItem | null;

  /**
   * Adds an entry that opens a submenu when hovered, and returns the submenu so you can fill
   * it with {@link addMenuItem}. The submenu raises `beforeSubMenuOpen` and
   * `beforeSubMenuClose` (see {@link ContextMenuEvents}).
   *
   * @param name - Label of the entry that opens the submenu.
   * @param id - A unique id for the submenu.
   * @param position - Where to insert the entry; defaults to the end of the menu.
   * @param relativeID - The command id or {@link MenuSection} value the position refers to.
   * @returns The new submenu, or `null` if the id is already used or `name`/`id` is missing.
   *
   * @example
   * ```js
   * const Menus = brackets.getModule("command/Menus");
   * const projectMenu = Menus.getContextMenu(Menus.ContextMenuIds.PROJECT_MENU);
   * const convertMenu = projectMenu.addSubMenu("Convert To", "jane.convert.submenu");
   * convertMenu?.addMenuItem("jane.convert.toWebp");
   * convertMenu?.addMenuItem("jane.convert.toPng");
   * ```
   */
  addSubMenu(name: string, id: string, position?: MenuPosition, relativeID?: string | MenuSectionMarker): ContextMenu | null;

  /**
   * Removes a submenu added with {@link addSubMenu}, together with all its items.
   *
   * @param subMenuID - The id given to {@link addSubMenu}.
   */
  removeSubMenu(subMenuID: string): void;

  /** Closes this menu's submenu if one is open. */
  closeSubMenu(): void;
}

/**
 * Events raised by a {@link ContextMenu} (including submenus). Listen with
 * `contextMenu.on(name, handler)`.
 */
export interface ContextMenuEvents {
  /**
   * The context menu is about to appear. Enable, disable or rename commands here so the menu
   * matches what was clicked.
   * @event
   */
  beforeContextMenuOpen: (event: DispatcherEvent) => void;
  /**
   * The context menu is about to close.
   * @event
   */
  beforeContextMenuClose: (event: DispatcherEvent) => void;
  /**
   * This submenu is about to appear.
   * @event
   */
  beforeSubMenuOpen: (event: DispatcherEvent) => void;
  /**
   * This submenu is about to close.
   * @event
   */
  beforeSubMenuClose: (event: DispatcherEvent) => void;
}

/**
 * A menu that pops up at a given position, such as the editor's right-click menu, or a submenu.
 * Get the built-in ones with {@link getContextMenu}; create your own with
 * {@link registerContextMenu}, not with `new`.
 *
 * @example
 * ```js
 * const Menus = brackets.getModule("command/Menus");
 * const cmenu = Menus.registerContextMenu("jane.outline.context-menu");
 * if (cmenu) {
 *     cmenu.addMenuItem("jane.outline.collapseAll");
 *     cmenu.addMenuItem("jane.outline.expandAll");
 *
 *     $("#jane-outline-panel").on("contextmenu", function (event) {
 *         event.preventDefault();
 *         cmenu.open(event);
 *     });
 * }
 * ```
 */
export class ContextMenu extends Menu {
  /**
   * Creates a context menu object. Use {@link registerContextMenu} instead.
   *
   * @param id - The context menu id.
   */
  constructor(id: string);

  /** For a submenu, the menu item in the parent menu that opens it; absent for top-level context menus. */
  parentMenuItem?: MenuItem;

  /**
   * Shows the menu, first closing any other open menu and raising `beforeContextMenuOpen`
   * (`beforeSubMenuOpen` for a submenu). The position is nudged so the menu stays inside the
   * window. A menu without items is not shown.
   *
   * @param mouseOrLocation - The mouse event that asked for the menu, or any object with
   *     `pageX`/`pageY` page coordinates. Ignored for submenus, which open beside their parent
   *     item.
   */
  open(mouseOrLocation?: MouseEvent | {pageX: number; pageY: number}): void;

  /** Closes the menu (and its open submenu), raising `beforeContextMenuClose` or `beforeSubMenuClose`. */
  close(): void;

  /**
   * Tells whether the menu is currently showing.
   *
   * @returns `true` if the menu is open.
   */
  isOpen(): boolean;

  /**
   * Turns an element into a button that opens a context menu: clicking the element opens the
   * menu just below it, and clicking again closes it.
   *
   * @param selector - A jQuery selector or element for the button(s).
   * @param cmenu - The menu to open.
   *
   * @example
   * ```js
   * const Menus = brackets.getModule("command/Menus");
   * const settingsMenu = Menus.registerContextMenu("jane.panel.settings-menu");
   * if (settingsMenu) {
   *     settingsMenu.addMenuItem("jane.panel.refresh");
   *     Menus.ContextMenu.assignContextMenuToSelector("#jane-panel .settings-button", settingsMenu);
   * }
   * ```
   */
  static assignContextMenuToSelector(selector: string | Element | JQuery, cmenu: ContextMenu): void;

  /**
   * Listens for one of the menu's events (see {@link ContextMenuEvents}).
   *
   * @param eventName - Event name, optionally with a `.namespace` suffix.
   * @param handler - Called with the event object.
   * @returns The menu, so calls can be chained.
   *
   * @example
   * ```js
   * const Menus = brackets.getModule("command/Menus");
   * const CommandManager = brackets.getModule("command/CommandManager");
   * const EditorManager = brackets.getModule("editor/EditorManager");
   * const editorMenu = Menus.getContextMenu(Menus.ContextMenuIds.EDITOR_MENU);
   * editorMenu.on("beforeContextMenuOpen", function () {
   *     const hasSelection = EditorManager.getActiveEditor()?.hasSelection();
   *     CommandManager.get("jane.case.upper")?.setEnabled(!!hasSelection);
   * });
   * ```
   */
  on<K extends keyof ContextMenuEvents>(eventName: K | `${K}.${string}`, handler: ContextMenuEvents[K]): this;
  on(eventName: string, handler: EventHandler): this;

  /**
   * Like {@link on}, but the handler is removed after it runs once.
   *
   * @param eventName - Event name, optionally with a `.namespace` suffix.
   * @param handler - Called with the event object.
   * @returns The menu, so calls can be chained.
   */
  one<K extends keyof ContextMenuEvents>(eventName: K | `${K}.${string}`, handler: ContextMenuEvents[K]): this;
  one(eventName: string, handler: EventHandler): this;

  /**
   * Removes handlers added with {@link on} or {@link one}.
   *
   * @param eventName - Event name, `name.namespace`, or `.namespace` alone.
   * @param handler - The handler to remove; omit it to remove all matching handlers.
   * @returns The menu, so calls can be chained.
   */
  off(eventName: string, handler?: EventHandler): this;

  /**
   * Fires one of the menu's events. The menu fires its own events as it opens and closes;
   * extensions normally only listen.
   *
   * @param eventName - The event to fire.
   * @param args - Values handed to each listener after the event object.
   */
  trigger<K extends keyof ContextMenuEvents>(eventName: K, ...args: EventArgs<ContextMenuEvents[K]>): void;
  trigger(eventName: string, ...args: unknown[]): void;
}

/**
 * Events raised by the Menus module itself, for every menu, submenu and menu item added anywhere.
 * Listen with `Menus.on(name, handler)`.
 */
export interface MenusEvents {
  /**
   * A menu was added to the menu bar with {@link addMenu}. The handler receives its id and the
   * new {@link Menu}.
   * @event
   */
  menuAdded: (event: DispatcherEvent, menuId: string, menu: Menu) => void;
  /**
   * A submenu was added with {@link Menu.addSubMenu}. The handler receives its id and the new
   * submenu.
   * @event
   */
  subMenuAdded: (event: DispatcherEvent, subMenuId: string, menu: ContextMenu) => void;
  /**
   * An item was added to a menu with {@link Menu.addMenuItem}. The handler receives the id of
   * the menu, the command id of the item and the new {@link MenuItem}.
   * @event
   */
  menuItemAdded: (event: DispatcherEvent, menuId: string, commandId: string, menuItem: MenuItem) => void;
}

/**
 * The command id to pass to {@link Menu.addMenuItem} to insert a divider line: `"---"`.
 * {@link Menu.addMenuDivider} does the same thing more readably.
 */
export const DIVIDER: '---';

/** Ids of the menus in the menu bar, for use with {@link getMenu}. */
export const AppMenuBar: {
  /** The File menu. */
  readonly FILE_MENU: 'file-menu';
  /** The Edit menu. */
  readonly EDIT_MENU: 'edit-menu';
  /** The Find menu. */
  readonly FIND_MENU: 'find-menu';
  /** The View menu. */
  readonly VIEW_MENU: 'view-menu';
  /** The Navigate menu. */
  readonly NAVIGATE_MENU: 'navigate-menu';
  /** The Debug menu. */
  readonly DEBUG_MENU: 'debug-menu';
  /** The Help menu. */
  readonly HELP_MENU: 'help-menu';
};

/** Ids of the built-in context menus, for use with {@link getContextMenu}. */
export const ContextMenuIds: {
  /** Right-click menu of the main editor. */
  readonly EDITOR_MENU: 'editor-context-menu';
  /** Right-click menu of inline (Quick Edit) editors. */
  readonly INLINE_EDITOR_MENU: 'inline-editor-context-menu';
  /** Right-click menu of the project file tree. */
  readonly PROJECT_MENU: 'project-context-menu';
  /** Right-click menu of files in the working set. */
  readonly WORKING_SET_CONTEXT_MENU: 'workingset-context-menu';
  /** Menu of the working set's settings (sorting) button. */
  readonly WORKING_SET_CONFIG_MENU: 'workingset-configuration-menu';
  /** Menu of the split view button. */
  readonly SPLITVIEW_MENU: 'splitview-menu';
  /**
   * Old name of `WORKING_SET_CONTEXT_MENU`.
   * @deprecated Use `WORKING_SET_CONTEXT_MENU`.
   */
  readonly WORKING_SET_MENU: 'workingset-context-menu';
  /**
   * Old name of `WORKING_SET_CONFIG_MENU`.
   * @deprecated Use `WORKING_SET_CONFIG_MENU`.
   */
  readonly WORKING_SET_SETTINGS_MENU: 'workingset-configuration-menu';
};

/** Ids of well-known built-in submenus, for use with {@link getSubMenu}. */
export const SubMenuIds: {
  /** The Git submenu. */
  readonly GIT_SUB_MENU: 'git-submenu';
};

/**
 * Groups of related items in the menu-bar menus. Pass one as `relativeID` together with
 * {@link FIRST_IN_SECTION} or {@link LAST_IN_SECTION} to put your item into that group. This is
 * the preferred way to position items: it does not depend on which exact items the group holds.
 */
export const MenuSection: {
  /** File menu: New, Open, Close and related items. */
  readonly FILE_OPEN_CLOSE_COMMANDS: {readonly sectionMarker: 'file.newFile'};
  /** File menu: the Save items. */
  readonly FILE_SAVE_COMMANDS: {readonly sectionMarker: 'file.save'};
  /** File menu: the Live Preview items. */
  readonly FILE_LIVE: {readonly sectionMarker: 'file.liveFilePreview'};
  /** File menu: the settings group that holds the Extension Manager. */
  readonly FILE_SETTINGS: {readonly sectionMarker: 'file.extensionManager'};
  /**
   * File menu: the group that holds the Extension Manager.
   * @deprecated Kept for older extensions; use `FILE_SETTINGS`, which marks the same group.
   */
  readonly FILE_EXTENSION_MANAGER: {readonly sectionMarker: 'file.extensionManager'};
  /** Edit menu: Undo and Redo. */
  readonly EDIT_UNDO_REDO_COMMANDS: {readonly sectionMarker: 'edit.undo'};
  /** Edit menu: Cut, Copy and Paste. */
  readonly EDIT_TEXT_COMMANDS: {readonly sectionMarker: 'edit.cut'};
  /** Edit menu: the selection items (Select All, Select Line, ...). */
  readonly EDIT_SELECTION_COMMANDS: {readonly sectionMarker: 'edit.selectAll'};
  /** Edit menu: items that change the selected lines (indent, duplicate, move, ...). */
  readonly EDIT_MODIFY_SELECTION: {readonly sectionMarker: 'edit.indent'};
  /** Edit menu: the comment items. */
  readonly EDIT_COMMENT_SELECTION: {readonly sectionMarker: 'edit.lineComment'};
  /** Edit menu: the code hint items. */
  readonly EDIT_CODE_HINTS_COMMANDS: {readonly sectionMarker: 'edit.showCodeHints'};
  /** Edit menu: the on/off editing options. */
  readonly EDIT_TOGGLE_OPTIONS: {readonly sectionMarker: 'edit.autoCloseBrackets'};
  /** Find menu: the find items. */
  readonly FIND_FIND_COMMANDS: {readonly sectionMarker: 'cmd.find'};
  /** Find menu: Find in Files and related items. */
  readonly FIND_FIND_IN_COMMANDS: {readonly sectionMarker: 'cmd.findInFiles'};
  /** Find menu: the replace items. */
  readonly FIND_REPLACE_COMMANDS: {readonly sectionMarker: 'cmd.replace'};
  /** View menu: items that show or hide parts of the UI. */
  readonly VIEW_HIDESHOW_COMMANDS: {readonly sectionMarker: 'view.toggleSidebar'};
  /** View menu: the zoom and font size group. */
  readonly VIEW_FONTSIZE_COMMANDS: {readonly sectionMarker: 'zoom-view-submenu'};
  /** View menu: the on/off view options. */
  readonly VIEW_TOGGLE_OPTIONS: {readonly sectionMarker: 'view.toggleActiveLine'};
  /** Navigate menu: Quick Open and the other "go to" items. */
  readonly NAVIGATE_GOTO_COMMANDS: {readonly sectionMarker: 'navigate.quickOpen'};
  /** Navigate menu: switching between open documents. */
  readonly NAVIGATE_DOCUMENTS_COMMANDS: {readonly sectionMarker: 'navigate.nextDoc'};
  /** Navigate menu: showing the file in the file tree or the operating system. */
  readonly NAVIGATE_OS_COMMANDS: {readonly sectionMarker: 'navigate.showInFileTree'};
  /** Navigate menu: the Quick Edit items. */
  readonly NAVIGATE_QUICK_EDIT_COMMANDS: {readonly sectionMarker: 'navigate.toggleQuickEdit'};
  /** Navigate menu: the Quick Docs items. */
  readonly NAVIGATE_QUICK_DOCS_COMMANDS: {readonly sectionMarker: 'navigate.toggleQuickDocs'};
};

/** Position: insert immediately before the item of the command given as `relativeID`. Value `"before"`. */
export const BEFORE: 'before';

/** Position: insert immediately after the item of the command given as `relativeID`. Value `"after"`. */
export const AFTER: 'after';

/** Position: insert at the top of the menu (or at the left end of the menu bar). Value `"first"`. */
export const FIRST: 'first';

/** Position: insert at the bottom of the menu (or the right end of the menu bar); the default. Value `"last"`. */
export const LAST: 'last';

/** Position: insert at the start of the {@link MenuSection} given as `relativeID`. Value `"firstInSection"`. */
export const FIRST_IN_SECTION: 'firstInSection';

/** Position: insert at the end of the {@link MenuSection} given as `relativeID`. Value `"lastInSection"`. */
export const LAST_IN_SECTION: 'lastInSection';

/**
 * Name of the event raised just before a context menu opens: `"beforeContextMenuOpen"`. It is
 * raised on the {@link ContextMenu} object.
 */
export const EVENT_BEFORE_CONTEXT_MENU_OPEN: 'beforeContextMenuOpen';

/** Name of the event raised just before a context menu closes: `"beforeContextMenuClose"`. Raised on the {@link ContextMenu}. */
export const EVENT_BEFORE_CONTEXT_MENU_CLOSE: 'beforeContextMenuClose';

/** Name of the event raised just before a submenu opens: `"beforeSubMenuOpen"`. Raised on the submenu. */
export const EVENT_BEFORE_SUB_MENU_OPEN: 'beforeSubMenuOpen';

/** Name of the event raised just before a submenu closes: `"beforeSubMenuClose"`. Raised on the submenu. */
export const EVENT_BEFORE_SUB_MENU_CLOSE: 'beforeSubMenuClose';

/**
 * Name of the module event raised when a menu is added to the menu bar: `"menuAdded"`. See
 * {@link MenusEvents} for the handler's arguments.
 */
export const EVENT_MENU_ADDED: 'menuAdded';

/**
 * Name of the module event raised when a submenu is added: `"subMenuAdded"`. See
 * {@link MenusEvents} for the handler's arguments.
 */
export const EVENT_SUB_MENU_ADDED: 'subMenuAdded';

/**
 * Name of the module event raised when an item is added to any menu: `"menuItemAdded"`. See
 * {@link MenusEvents} for the handler's arguments.
 */
export const EVENT_MENU_ITEM_ADDED: 'menuItemAdded';

/**
 * Returns a menu of the menu bar.
 *
 * The menus of {@link AppMenuBar} are created before any extension loads, so asking for one of
 * them always returns a menu; any other id may give `undefined`.
 *
 * @param id - A value of {@link AppMenuBar}, or the id of a menu created with {@link addMenu}.
 * @returns The menu, or `undefined` if there is no menu with that id.
 *
 * @example
 * ```js
 * const Menus = brackets.getModule("command/Menus");
 * const viewMenu = Menus.getMenu(Menus.AppMenuBar.VIEW_MENU);
 * viewMenu.addMenuDivider();
 * viewMenu.addMenuItem("jane.outline.toggle");
 * ```
 */
export function getMenu(id: (typeof AppMenuBar)[keyof typeof AppMenuBar]): Menu;
export function getMenu(id: string): Menu | undefined;

/**
 * Returns a submenu by id, if it exists.
 *
 * @param id - A value of {@link SubMenuIds}, or the id of a submenu you added.
 * @returns The submenu, or `undefined`.
 */
export function getSubMenu(id: string): Menu | undefined;

/**
 * Lists the commands that appear in at least one menu.
 *
 * @returns A set of command ids.
 */
export function getAllMenuItemCommands(): Set<string>;

/**
 * Returns every menu of the menu bar.
 *
 * @returns An object mapping menu id to {@link Menu}.
 */
export function getAllMenus(): Record<string, Menu>;

/**
 * Returns a context menu.
 *
 * The editor, inline editor, project, working set and split view menus of {@link ContextMenuIds}
 * are registered before any extension loads, so asking for one of them always returns a menu.
 *
 * @param id - A value of {@link ContextMenuIds}, or the id of a menu you registered.
 * @returns The context menu, or `undefined` if there is none with that id.
 */
export function getContextMenu(
  id: 'editor-context-menu' | 'inline-editor-context-menu' | 'project-context-menu' | 'workingset-context-menu' | 'splitview-menu',
): ContextMenu;
export function getContextMenu(id: string): ContextMenu | undefined;

/**
 * Returns a menu item by its id.
 *
 * @param id - The item id: the menu id and the command id joined by `-`, such as
 *     `"file-menu-file.save"`.
 * @returns The item, or `undefined`.
 */
export function getMenuItem(id: string): MenuItem | undefined;

/** Closes every open menu-bar menu. */
export function closeAll(): void;

/**
 * Opens a menu of the menu bar from code. The keyboard navigation overlay calls it without an id
 * when the user moves up into the menu bar.
 *
 * @param id - The id of the menu to open, such as `Menus.AppMenuBar.FILE_MENU`.
 * @returns Always `null`.
 */
export function openMenu(id?: string): null;

/**
 * Tells which menu-bar menu is open.
 *
 * @returns The id of the open menu, or `null` if none is open.
 */
export function getOpenMenu(): string | null;

/**
 * Adds a new top-level menu to the menu bar.
 *
 * @param name - The label shown in the menu bar.
 * @param id - A unique id; extensions should use `"author.extension.menuname"`.
 * @param position - Where to put it; defaults to the end of the menu bar. With `BEFORE`/`AFTER`,
 *     give the id of an existing menu as `relativeID`.
 * @param relativeID - The id of the menu the position refers to.
 * @returns The new menu, or `null` if the id is already used or `name`/`id` is missing.
 *
 * @example
 * ```js
 * const Menus = brackets.getModule("command/Menus");
 * const toolsMenu = Menus.addMenu("Tools", "jane.tools.menu", Menus.BEFORE, Menus.AppMenuBar.HELP_MENU);
 * toolsMenu?.addMenuItem("jane.tools.convertCase");
 * ```
 */
export function addMenu(name: string, id: string, position?: MenuPosition, relativeID?: string): Menu | null;

/**
 * Removes a top-level menu and all its items from the menu bar.
 *
 * @param id - The id of the menu, as given to {@link addMenu}.
 */
export function removeMenu(id: string): void;

/**
 * Creates a new context menu for your own UI. For the editor, file tree and working set, add
 * items to the existing menus from {@link getContextMenu} instead.
 *
 * After registering, add items with {@link Menu.addMenuItem} and call {@link ContextMenu.open}
 * from a `contextmenu` (right-click) handler. Listen for `beforeContextMenuOpen` to adjust the
 * commands just before it shows.
 *
 * @param id - A unique id; extensions should use `"author.extension.menuname"`.
 * @returns The new context menu, or `null` if the id is already used or missing.
 */
export function registerContextMenu(id: string): ContextMenu | null;

/**
 * Listens for this module's events (see {@link MenusEvents}). Add a `.namespace` suffix to the event name
 * (`"name.myExt"`) so that one {@link off} call can later remove all of your listeners.
 *
 * @param events - Event name, optionally with a `.namespace` suffix; several names may be given,
 *     separated by spaces.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The Menus module, so calls can be chained.
 *
 * @example
 * ```js
 * const Menus = brackets.getModule("command/Menus");
 * Menus.on("menuItemAdded.myExt", function (event, menuId, commandId) {
 *     console.log(`${commandId} was added to ${menuId}`);
 * });
 * ```
 */
export function on<K extends keyof MenusEvents>(events: K | `${K}.${string}`, handler: MenusEvents[K]): typeof import('command/Menus');
export function on(events: string, handler: EventHandler): typeof import('command/Menus');

/**
 * Like {@link on}, but each handler is removed after its first call.
 *
 * @param events - Event name, optionally with a `.namespace` suffix.
 * @param handler - Called with an event object followed by the event's own arguments.
 * @returns The Menus module, so calls can be chained.
 */
export function one<K extends keyof MenusEvents>(events: K | `${K}.${string}`, handler: MenusEvents[K]): typeof import('command/Menus');
export function one(events: string, handler: EventHandler): typeof import('command/Menus');

/**
 * Removes listeners added with {@link on} or {@link one}.
 *
 * @param events - An event name, `name.namespace`, or `.namespace` alone to remove every listener
 *     added under that namespace.
 * @param handler - The listener to remove; omit it to remove all matching listeners.
 * @returns The Menus module, so calls can be chained.
 */
export function off(events: string, handler?: EventHandler): typeof import('command/Menus');

/**
 * Fires one of this module's events, calling every listener. The module fires its own events when
 * something happens; calling this from an extension would make every listener believe it did.
 *
 * @param eventName - The event to fire, without a namespace.
 * @param args - Values handed to each listener after the event object.
 */
export function trigger<K extends keyof MenusEvents>(eventName: K, ...args: EventArgs<MenusEvents[K]>): void;
export function trigger(eventName: string, ...args: unknown[]): void;
