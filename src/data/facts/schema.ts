/**
 * The shape of every facts file in this folder, checked when the file is loaded: a malformed file
 * fails the build (and the tests) with the file and the path of the bad field, not with an
 * `undefined` three calls later.
 */
import * as z from 'zod';
import {OSES, type Os} from './os';
import {DOCS_VERSION, EDITOR_TAG} from '../../lib/versionPatterns.mjs';

const perOs = <T extends z.ZodType>(schema: T) => z.strictObject(Object.fromEntries(OSES.map((os) => [os, schema])) as Record<Os, T>);
const partialPerOs = <T extends z.ZodType>(schema: T) =>
  z.strictObject(Object.fromEntries(OSES.map((os) => [os, schema.optional()])) as Record<Os, z.ZodOptional<T>>);

const docsVersion = z.string().regex(DOCS_VERSION, 'a docs version is major.minor, like 5.2');
const editorTag = z.string().regex(EDITOR_TAG, 'an editor tag is vMAJOR.MINOR.PATCH');
/** A key in the keymap's spelling, `Ctrl-Shift-F`, `Cmd-Alt-←`. */
const keymapKey = z.string().regex(/^((Ctrl|Cmd|Alt|Shift|Opt)-)*.+$/, 'a key in keymap form, like Ctrl-Shift-F');
/** `path@vX.Y.Z`, comma-separated: where a hand-read fact comes from. */
const source = z.string().regex(/@(v\d+\.\d+\.\d+|[0-9a-f]{40})/, 'a source names the file and the tag it was read at: path@vX.Y.Z');

export const menuItemSchema = z.union([
  z.strictObject({label: z.string(), commandId: z.string().min(1), shortcut: z.string().nullable(), submenuOf: z.string().optional()}),
  z.strictObject({divider: z.literal(true)}),
]);
export const menuSchema = z.strictObject({id: z.string().min(1), label: z.string().min(1), items: z.array(menuItemSchema)});
/** A right-click menu: no label of its own, dividers kept (a page's list follows its groups). */
export const contextMenuSchema = z.strictObject({id: z.string().min(1), items: z.array(menuItemSchema)});
export const keySchema = z.strictObject({key: z.string().min(1), command: z.string().min(1)});
export const preferenceSchema = z.strictObject({
  type: z.enum(['boolean', 'string', 'number', 'object', 'array']),
  default: z.unknown(),
  values: z.array(z.unknown()).optional(),
});

/** `src/data/facts/<version>.json`. */
export const versionFactsSchema = z.strictObject({
  version: docsVersion,
  tag: editorTag,
  /** The version the editor reports (`apiVersion` of `brackets.metadata`). */
  apiVersion: z.string().regex(/^\d+\.\d+\.\d+$/),
  commands: z.record(z.string(), z.string().min(1)),
  menus: perOs(z.array(menuSchema)),
  /** Read since 5.2's docs; the older versions' files have none. */
  contextMenus: perOs(z.array(contextMenuSchema)).optional(),
  keys: perOs(z.array(keySchema)),
  preferences: z.record(z.string(), preferenceSchema),
  labels: z.record(z.string(), z.string()),
});

const member = z
  .string()
  .regex(/^(function(\/\d+)?|getter|string|number|boolean|object|array)$/, 'a member is function/<arity>, getter or a value kind');
export const exportSchema = z.strictObject({
  kind: z.enum(['function', 'class', 'string', 'number', 'boolean', 'object', 'array']),
  arity: z.number().int().nonnegative().optional(),
  value: z.union([z.string(), z.number(), z.boolean()]).optional(),
  prototype: z.record(z.string(), member).optional(),
  static: z.record(z.string(), member).optional(),
});
export const moduleSchema = z.discriminatedUnion('shape', [
  z.strictObject({shape: z.literal('exports object'), exports: z.record(z.string(), exportSchema)}),
  z.strictObject({
    shape: z.enum(['module.exports = class', 'module.exports = function']),
    kind: z.enum(['class', 'function']),
    arity: z.number().int().nonnegative(),
    prototype: z.record(z.string(), member).optional(),
    static: z.record(z.string(), member).optional(),
  }),
]);
/** `src/data/facts/<version>.modules.json`: what `brackets.getModule()` returns, by module path. */
export const moduleFactsSchema = z.strictObject({version: docsVersion, tag: editorTag, modules: z.record(z.string(), moduleSchema)});

/** `desktopOnly.json`: what the desktop apps have and the browser edition, where facts are read, has not. */
export const desktopOnlySchema = z.strictObject({
  commands: z.array(
    z.strictObject({
      commandId: z.string().min(1),
      /** The command's label as its menu shows it (the source's default where it differs by OS). */
      label: z.string().min(1),
      labelByOs: partialPerOs(z.string().min(1)).optional(),
      /** Docs versions whose editor has the command. */
      versions: z.array(docsVersion).min(1),
      /** Menu path as the desktop app shows it; absent when no main menu has the command. */
      menuPath: z.array(z.string().min(1)).min(2).optional(),
      /** Default key per OS, in keymap form. */
      keys: partialPerOs(keymapKey).optional(),
      source,
    }),
  ),
  preferences: z.array(
    z.strictObject({
      key: z.string().min(1),
      type: z.enum(['boolean', 'string', 'number', 'object', 'array']),
      default: z.unknown(),
      values: z.array(z.unknown()).optional(),
      versions: z.array(docsVersion).min(1),
      source,
    }),
  ),
  /**
   * Browser-edition commands whose default key differs in the desktop apps; an OS left out has the
   * browser's key, and an OS given `null` has no key in the desktop apps. `replaces`: on the OSes
   * listed the desktop apps bind this key (or none) in place of the browser edition's, which they
   * do not bind; without it they bind both.
   */
  keyVariants: z.array(
    z.strictObject({
      commandId: z.string().min(1),
      versions: z.array(docsVersion).min(1),
      keys: partialPerOs(keymapKey.nullable()),
      replaces: z.boolean().optional(),
      source,
    }),
  ),
});

export type VersionFacts = z.infer<typeof versionFactsSchema>;
export type ModuleFacts = z.infer<typeof moduleFactsSchema>;
export type MenuItemFact = z.infer<typeof menuItemSchema>;
export type MenuFact = z.infer<typeof menuSchema>;
export type KeyFact = z.infer<typeof keySchema>;
export type PreferenceFact = z.infer<typeof preferenceSchema>;
export type DesktopOnlyData = z.infer<typeof desktopOnlySchema>;

/** Parses `value` with `schema`, throwing `<file>: <path.of.field>: <what is wrong>` for every bad field (at most five). */
export function parseFacts<T extends z.ZodType>(schema: T, value: unknown, file: string): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const lines = result.error.issues
    .slice(0, 5)
    .map((issue) => `${file}: ${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`);
  throw new Error(`Malformed facts file\n  ${lines.join('\n  ')}`);
}
