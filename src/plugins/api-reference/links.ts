/**
 * Where each documented declaration lives on the generated pages, and how one page links to
 * another. The renderer asks this index for every heading id it writes, so a link can only point
 * at an anchor that exists: the build fails on a broken anchor (`onBrokenAnchors: 'throw'`).
 */
import path from 'node:path';
import {ReflectionKind, type DeclarationReflection, type Reflection} from 'typedoc';

/** A place on the reference: a module page, and a heading on it (none: the top of the page). */
export type Anchor = {modulePath: string; id?: string};

export type UnresolvedLink = {modulePath: string; text: string};

/** Heading ids as the pages spell them: `Editor`, `getText` → `editor-get-text`. */
export const slug = (...parts: string[]) =>
  parts
    .join('-')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A `Reference` reflection (a re-export) stands for the declaration it names. */
function followReference(reflection: Reflection): Reflection {
  let current = reflection;
  for (let i = 0; i < 5 && current.kindOf(ReflectionKind.Reference); i++) {
    const target = (current as unknown as {getTargetReflection?: () => Reflection}).getTargetReflection?.();
    if (!target || target === current) break;
    current = target;
  }
  return current;
}

export class ApiLinks {
  private readonly anchors = new Map<number, Anchor>();
  private readonly ids = new Map<string, Set<string>>();
  private readonly shortNames = new Map<string, string | null>();
  readonly unresolved: UnresolvedLink[] = [];

  constructor(private readonly modules: ReadonlyMap<string, DeclarationReflection>) {
    for (const modulePath of modules.keys()) {
      const short = modulePath.split('/').pop()!;
      // A short name shared by two modules (language/JSUtils, the JSUtils group) is ambiguous.
      this.shortNames.set(short, this.shortNames.has(short) ? null : modulePath);
    }
  }

  /** Takes a heading id on a page, made unique there with a numeric suffix if it is taken. */
  reserve(modulePath: string, wanted: string): string {
    let used = this.ids.get(modulePath);
    if (!used) this.ids.set(modulePath, (used = new Set()));
    let id = wanted || 'section';
    for (let n = 2; used.has(id); n++) id = `${wanted}-${n}`;
    used.add(id);
    return id;
  }

  /** Records that a declaration is documented under a heading, and returns the heading's id. */
  place(reflection: Reflection, modulePath: string, wantedId: string): string {
    const id = this.reserve(modulePath, wantedId);
    this.anchors.set(reflection.id, {modulePath, id});
    return id;
  }

  /** The id a declaration was given by `place`. */
  idOf(reflection: Reflection): string {
    const id = this.anchors.get(reflection.id)?.id;
    if (!id) throw new Error(`No heading was planned for ${reflection.getFullName()}`);
    return id;
  }

  /** Every heading id used on a page. */
  idsOn(modulePath: string): ReadonlySet<string> {
    return this.ids.get(modulePath) ?? new Set();
  }

  /**
   * Where a declaration is documented: its own heading, else the heading of the nearest
   * declaration that contains it (a parameter, a property of an inline object type), else its
   * module's page. Type parameters have no page.
   */
  anchorOf(reflection: Reflection | undefined): Anchor | undefined {
    if (!reflection) return undefined;
    let current: Reflection | undefined = followReference(reflection);
    if (current.kindOf(ReflectionKind.TypeParameter)) return undefined;
    while (current) {
      const anchor = this.anchors.get(current.id);
      if (anchor) return anchor;
      const modulePath = this.modulePathOf(current);
      if (modulePath) return {modulePath};
      current = current.parent;
    }
    return undefined;
  }

  private modulePathOf(mod: Reflection): string | undefined {
    for (const [modulePath, candidate] of this.modules) if (candidate === mod) return modulePath;
    return undefined;
  }

  /**
   * A Markdown link target from one page to an anchor: `#id` on the same page, else a relative
   * link to the other page's Markdown file, which Docusaurus turns into its URL and checks.
   */
  href(anchor: Anchor, fromModule: string): string {
    const hash = anchor.id ? `#${anchor.id}` : '';
    if (anchor.modulePath === fromModule && hash) return hash;
    let relative = path.posix.relative(path.posix.dirname(fromModule), anchor.modulePath);
    if (!relative.startsWith('.')) relative = `./${relative}`;
    return `${relative}.md${hash}`;
  }

  /**
   * Resolves the text of a `{@link}` that TypeDoc could not resolve itself. Accepted forms:
   * `module/Path`, `module/Path.member`, `module/Path#member`, `"module/Path"!Name.member`,
   * `Module.member` (a module's last path segment, when only one module has it), and a name
   * or dotted name on the same page or, failing that, the one module that declares it.
   */
  resolveText(text: string, fromModule: string): Anchor | undefined {
    const target = text.split('|')[0]!.trim().replace(/\(\)$/, '');
    let modulePath: string | undefined;
    let rest = target;
    const bang = /^"?([^"!]+)"?!(.*)$/.exec(target);
    if (bang) {
      modulePath = bang[1];
      rest = bang[2]!;
    } else {
      const known = [...this.modules.keys()].sort((a, b) => b.length - a.length);
      const full = known.find((m) => target === m || target.startsWith(`${m}.`) || target.startsWith(`${m}#`));
      if (full) {
        modulePath = full;
        rest = target.slice(full.length + 1);
      } else {
        const first = target.split(/[.#]/)[0]!;
        const byShortName = this.shortNames.get(first);
        const shadowed = this.modules.get(fromModule)?.children?.some((c) => c.name === first);
        if (byShortName && !shadowed) {
          modulePath = byShortName;
          // `Document` names the class of document/Document more often than the page.
          rest = target.length > first.length ? target.slice(first.length + 1) : first;
        }
      }
    }
    const segments = rest.split(/[.#]/).filter(Boolean);
    if (modulePath) {
      const mod = this.modules.get(modulePath);
      if (!mod) return undefined;
      if (!segments.length) return {modulePath};
      return this.anchorOf(this.walk(mod, segments)) ?? (rest === modulePath.split('/').pop() ? {modulePath} : undefined);
    }
    const local = this.modules.get(fromModule);
    const found = local ? this.walk(local, segments) : undefined;
    if (found) return this.anchorOf(found);
    const elsewhere = [...this.modules.values()].map((mod) => this.walk(mod, segments)).filter((r): r is Reflection => !!r);
    return elsewhere.length === 1 ? this.anchorOf(elsewhere[0]) : undefined;
  }

  /** Follows a dotted path of names down from a module, into the class a module exports with `export =` too. */
  private walk(container: DeclarationReflection, segments: string[]): Reflection | undefined {
    if (!segments.length) return container;
    const [name, ...rest] = segments as [string, ...string[]];
    const matches = (container.children ?? []).filter((c) => c.name === name);
    for (const match of matches) {
      const target = followReference(match) as DeclarationReflection;
      const found = this.walk(target, rest);
      if (found) return found;
    }
    if (container.kindOf(ReflectionKind.Module)) {
      // `other/Thing.grow` where the module is `export = Thing`: look inside the class.
      const short = this.modulePathOf(container)?.split('/').pop();
      for (const main of (container.children ?? []).filter((c) => c.name === short)) {
        const found = this.walk(main, segments);
        if (found) return found;
      }
    }
    return undefined;
  }
}
