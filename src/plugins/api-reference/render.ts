/**
 * Renders one API module, as TypeDoc understands it, into a Markdown reference page. TypeDoc does
 * the parsing and type resolution; this file only decides how a page reads: import first, then a
 * summary of members, then each member with its signature, parameters, return value and examples,
 * and the events a module or class triggers in sections of their own.
 *
 * Rendering is two passes. `planModule` gives every documented declaration its heading id (in
 * `ApiLinks`) before any page is written, so that a type or a `{@link}` on one page can link to a
 * heading on another; `renderModule` then writes the page using those ids.
 */
import {
  ReflectionKind,
  ReflectionType,
  ReferenceType,
  type Comment,
  type CommentDisplayPart,
  type DeclarationReflection,
  type ParameterReflection,
  type Reflection,
  type SignatureReflection,
  type SomeType,
} from 'typedoc';
import {slug, type ApiLinks} from './links';

export type RenderedPage = {modulePath: string; markdown: string};

export type ModuleOptions = {
  modulePath: string;
  position?: number;
  /** The name of the declaration the module exports with `export =`, if it does. */
  exportAssignment?: string;
};

/** Escapes prose for CommonMark: code spans stay as written, everything else loses its HTML. */
export function escapeProse(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((piece) => (piece.startsWith('`') ? piece : piece.replace(/</g, '&lt;').replace(/>/g, '&gt;')))
    .join('');
}

/** A code span that survives any content: backticks inside, spaces at the ends. */
export function codeSpan(text: string): string {
  const fence = text.includes('`') ? '``' : '`';
  const padded = text.replace(/^ | $/g, '\u00a0');
  return `${fence}${fence === '``' ? ' ' : ''}${padded}${fence === '``' ? ' ' : ''}${fence}`;
}

// ---------------------------------------------------------------------------------------------
// Which declarations a page shows, and under which heading

const isPublic = (r: DeclarationReflection) => !r.flags.isPrivate && !r.flags.isProtected && !r.kindOf(ReflectionKind.Reference);

const hasEventTag = (member: DeclarationReflection) =>
  !!member.comment &&
  (member.comment.modifierTags.has('@event') ||
    member.comment.blockTags.some(
      (t) =>
        t.tag === '@group' &&
        t.content
          .map((c) => c.text)
          .join('')
          .trim() === 'Events',
    ));

/** `interface <Owner>Events` whose members are tagged `@event`: documented as events, not as an interface. */
export const isEventsInterface = (r: DeclarationReflection) =>
  r.kindOf(ReflectionKind.Interface) && /Events$/.test(r.name) && (r.children ?? []).some(hasEventTag);

const GROUPS: Array<{title: string; kinds: ReflectionKind[]}> = [
  {title: 'Functions', kinds: [ReflectionKind.Function]},
  {title: 'Constants and variables', kinds: [ReflectionKind.Variable]},
  {title: 'Types', kinds: [ReflectionKind.TypeAlias]},
];

type PagePlan = {
  children: DeclarationReflection[];
  containers: DeclarationReflection[];
  events: DeclarationReflection[];
  namespaces: DeclarationReflection[];
  enums: DeclarationReflection[];
  groups: Array<{title: string; id: string; members: DeclarationReflection[]}>;
};

const plans = new WeakMap<ApiLinks, Map<string, PagePlan>>();

function planMember(member: DeclarationReflection, modulePath: string, links: ApiLinks, wantedId: string): void {
  const id = links.place(member, modulePath, wantedId);
  // Properties declared on a function (a namespace merged into it) are documented under it.
  if (member.signatures?.length)
    for (const child of (member.children ?? []).filter(isPublic)) planMember(child, modulePath, links, slug(id, child.name));
}

/** Gives every declaration of a module its heading id. Run it for all modules before rendering any. */
export function planModule(mod: DeclarationReflection, modulePath: string, links: ApiLinks): void {
  const children = (mod.children ?? []).filter(isPublic);
  const plan: PagePlan = {
    children,
    containers: children.filter((c) => (c.kindOf(ReflectionKind.Class) || c.kindOf(ReflectionKind.Interface)) && !isEventsInterface(c)),
    events: children.filter(isEventsInterface),
    namespaces: children.filter((c) => c.kindOf(ReflectionKind.Namespace)),
    enums: children.filter((c) => c.kindOf(ReflectionKind.Enum)),
    groups: [],
  };
  for (const fixed of ['import', 'members']) links.reserve(modulePath, fixed);
  for (const group of GROUPS) {
    const members = children.filter((c) => group.kinds.some((k) => c.kindOf(k)));
    if (members.length) plan.groups.push({title: group.title, id: links.reserve(modulePath, slug(group.title)), members});
  }
  for (const container of plan.containers) {
    links.place(container, modulePath, slug(container.name));
    for (const member of (container.children ?? []).filter(isPublic))
      planMember(member, modulePath, links, slug(container.name, member.name));
  }
  for (const events of plan.events) {
    links.place(events, modulePath, slug(events.name));
    for (const event of (events.children ?? []).filter(isPublic)) links.place(event, modulePath, slug(events.name, event.name));
  }
  for (const ns of plan.namespaces) {
    links.place(ns, modulePath, slug('namespace', ns.name));
    for (const member of (ns.children ?? []).filter(isPublic)) planMember(member, modulePath, links, slug(ns.name, member.name));
  }
  for (const e of plan.enums) {
    links.place(e, modulePath, slug(e.name));
    for (const member of (e.children ?? []).filter(isPublic)) links.place(member, modulePath, slug(e.name, member.name));
  }
  for (const group of plan.groups) for (const member of group.members) planMember(member, modulePath, links, slug(member.name));
  let byModule = plans.get(links);
  if (!byModule) plans.set(links, (byModule = new Map()));
  byModule.set(modulePath, plan);
}

// ---------------------------------------------------------------------------------------------
// Types, as text for code blocks and as Markdown with links for tables

type Segment = {text: string; href?: string};

class TypePrinter {
  constructor(
    private readonly links: ApiLinks,
    private readonly modulePath: string,
  ) {}

  plain(type: SomeType | undefined): string {
    return this.segments(type)
      .map((s) => s.text)
      .join('');
  }

  /** Code spans for the text, a link wherever the type names a documented declaration. */
  markdown(type: SomeType | undefined): string {
    const out: string[] = [];
    let pending = '';
    for (const segment of this.segments(type)) {
      if (segment.href) {
        if (pending) out.push(codeSpan(pending));
        pending = '';
        out.push(`[${codeSpan(segment.text)}](${segment.href})`);
      } else pending += segment.text;
    }
    if (pending) out.push(codeSpan(pending));
    return out.join('');
  }

  hasLinks(type: SomeType | undefined): boolean {
    return this.segments(type).some((s) => s.href);
  }

  segments(type: SomeType | undefined): Segment[] {
    if (!type) return [{text: 'unknown'}];
    const t = (text: string): Segment => ({text});
    const join = (types: readonly SomeType[], separator: string, wrap = false) =>
      types.flatMap((item, i) => [...(i ? [t(separator)] : []), ...(wrap ? this.wrapped(item) : this.segments(item))]);
    switch (type.type) {
      case 'reference':
        return this.reference(type);
      case 'array':
        return [...this.wrapped(type.elementType), t('[]')];
      case 'union':
        return join(type.types, ' | ', true);
      case 'intersection':
        return join(type.types, ' & ', true);
      case 'tuple':
        return [t('['), ...join(type.elements, ', '), t(']')];
      case 'namedTupleMember':
        return [t(`${type.name}${type.isOptional ? '?' : ''}: `), ...this.segments(type.element)];
      case 'optional':
        return [...this.segments(type.elementType), t('?')];
      case 'rest':
        return [t('...'), ...this.segments(type.elementType)];
      case 'typeOperator':
        return [t(`${type.operator} `), ...this.wrapped(type.target)];
      case 'indexedAccess':
        return [...this.segments(type.objectType), t('['), ...this.segments(type.indexType), t(']')];
      case 'query':
        return [t('typeof '), ...this.segments(type.queryType)];
      case 'predicate':
        return type.targetType
          ? [t(`${type.asserts ? 'asserts ' : ''}${type.name} is `), ...this.segments(type.targetType)]
          : [t(`asserts ${type.name}`)];
      case 'reflection':
        return this.literal(type);
      default:
        return [t(type.toString())];
    }
  }

  /** Parentheses where a union, a function type or an operator would read wrongly inside another type. */
  private wrapped(type: SomeType): Segment[] {
    const inner = this.segments(type);
    const needs =
      type.type === 'union' ||
      type.type === 'intersection' ||
      type.type === 'conditional' ||
      type.type === 'typeOperator' ||
      (type.type === 'reflection' && !!type.declaration.signatures?.length);
    return needs ? [{text: '('}, ...inner, {text: ')'}] : inner;
  }

  private reference(type: ReferenceType): Segment[] {
    const target = type.reflection;
    let name = target && !target.kindOf(ReflectionKind.TypeParameter) ? displayName(target) : type.name;
    if (name === 'export=') name = type.qualifiedName.replace(/^.*\./, '') || name;
    const anchor = target ? this.links.anchorOf(target) : undefined;
    const head: Segment = anchor ? {text: name, href: this.links.href(anchor, this.modulePath)} : {text: name};
    if (!type.typeArguments?.length) return [head];
    return [
      head,
      {text: '<'},
      ...type.typeArguments.flatMap((arg, i) => [...(i ? [{text: ', '}] : []), ...this.segments(arg)]),
      {text: '>'},
    ];
  }

  private literal(type: ReflectionType): Segment[] {
    const decl = type.declaration;
    if (decl.signatures?.length) {
      const sig = decl.signatures[0]!;
      const isNew = sig.kindOf(ReflectionKind.ConstructorSignature);
      return [{text: isNew ? 'new (' : '('}, ...this.parameters(sig.parameters ?? []), {text: ') => '}, ...this.segments(sig.type)];
    }
    const members: Segment[][] = [];
    for (const index of decl.indexSignatures ?? []) {
      const param = index.parameters?.[0];
      members.push([{text: `[${param?.name ?? 'key'}: ${param?.type?.toString() ?? 'string'}]: `}, ...this.segments(index.type)]);
    }
    for (const child of decl.children ?? []) {
      const optional = child.flags.isOptional ? '?' : '';
      const readonly = child.flags.isReadonly ? 'readonly ' : '';
      if (child.signatures?.length && !child.type) {
        const sig = child.signatures[0]!;
        members.push([
          {text: `${child.name}${optional}(`},
          ...this.parameters(sig.parameters ?? []),
          {text: '): '},
          ...this.segments(sig.type),
        ]);
      } else members.push([{text: `${readonly}${child.name}${optional}: `}, ...this.segments(child.type)]);
    }
    if (!members.length) return [{text: '{}'}];
    return [{text: '{ '}, ...members.flatMap((m, i) => [...(i ? [{text: '; '}] : []), ...m]), {text: ' }'}];
  }

  parameters(params: readonly ParameterReflection[]): Segment[] {
    return params.flatMap((p, i) => {
      const rest = p.flags.isRest ? '...' : '';
      const optional = p.flags.isOptional || p.defaultValue !== undefined ? '?' : '';
      return [...(i ? [{text: ', '}] : []), {text: `${rest}${p.name}${optional}: `}, ...this.segments(p.type)];
    });
  }
}

/** The name a reader knows a declaration by; `export =` targets were renamed before rendering. */
const displayName = (reflection: Reflection) => reflection.name;

// ---------------------------------------------------------------------------------------------
// One page

class PageRenderer {
  private readonly types: TypePrinter;

  constructor(
    private readonly links: ApiLinks,
    private readonly modulePath: string,
  ) {
    this.types = new TypePrinter(links, modulePath);
  }

  // Comments ----------------------------------------------------------------------------------

  private link(part: CommentDisplayPart & {kind: 'inline-tag'}): string {
    const text = (part.text || '').trim();
    const labelled = 'tsLinkText' in part && !!part.tsLinkText;
    const asCode = (label: string) => (part.tag === '@linkplain' || labelled ? escapeProse(label) : codeSpan(label));
    if (typeof part.target === 'string') return `[${escapeProse(text)}](${part.target})`;
    let anchor = part.target && 'kind' in part.target ? this.links.anchorOf(part.target as Reflection) : undefined;
    let label = text;
    if (!anchor) {
      anchor = this.links.resolveText(text, this.modulePath);
      if (text.includes('|')) label = text.split('|').slice(1).join('|').trim();
      else label = text.replace(/^"([^"]+)"!/, '$1.').replace(/!/, '.');
      if (!anchor) {
        this.links.unresolved.push({modulePath: this.modulePath, text});
        return codeSpan(label);
      }
    }
    return `[${asCode(label)}](${this.links.href(anchor, this.modulePath)})`;
  }

  private prose(parts: readonly CommentDisplayPart[] | undefined): string {
    if (!parts) return '';
    return parts
      .map((part) => {
        if (part.kind === 'inline-tag') {
          if (part.tag === '@link' || part.tag === '@linkcode' || part.tag === '@linkplain') return this.link(part);
          return codeSpan((part.text || '').trim());
        }
        if (part.kind === 'code') return part.text;
        return escapeProse(part.text);
      })
      .join('')
      .trim();
  }

  summary(comment: Comment | undefined): string {
    return this.prose(comment?.summary);
  }

  private tagText(comment: Comment | undefined, tag: `@${string}`): string[] {
    return comment?.blockTags.filter((t) => t.tag === tag).map((t) => this.prose(t.content)) ?? [];
  }

  deprecated(comment: Comment | undefined): string {
    const tag = comment?.blockTags.find((t) => t.tag === '@deprecated');
    if (!tag) return '';
    const text = this.prose(tag.content);
    return `:::warning[Deprecated]\n\n${text || 'Kept for older extensions; avoid it in new code.'}\n\n:::\n\n`;
  }

  examples(comment: Comment | undefined, id: string, level = '####'): string {
    const examples = this.tagText(comment, '@example');
    return examples
      .map((ex, i) => {
        const exampleId = this.links.reserve(this.modulePath, `${id}-example${i ? `-${i + 1}` : ''}`);
        return `${level} Example${examples.length > 1 ? ` ${i + 1}` : ''} {#${exampleId}}\n\n${ex}\n\n`;
      })
      .join('');
  }

  // Members -----------------------------------------------------------------------------------

  private signatureLine(name: string, sig: SignatureReflection, prefix = ''): string {
    const typeParams = sig.typeParameters?.length ? `<${sig.typeParameters.map((t) => t.name).join(', ')}>` : '';
    const params = this.types
      .parameters(sig.parameters ?? [])
      .map((s) => s.text)
      .join('');
    const returns = sig.kindOf(ReflectionKind.ConstructorSignature) ? '' : `: ${this.types.plain(sig.type)}`;
    return `${prefix}${name}${typeParams}(${params})${returns}`;
  }

  private signature(displayName: string, sig: SignatureReflection, id: string, prefix = ''): string {
    let out = '```ts\n' + this.signatureLine(displayName, sig, prefix) + '\n```\n\n';
    const summary = this.summary(sig.comment);
    if (summary) out += `${summary}\n\n`;
    out += this.deprecated(sig.comment);
    const params = sig.parameters ?? [];
    if (params.length) {
      out += `#### Parameters {#${this.links.reserve(this.modulePath, `${id}-parameters`)}}\n\n| Name | Type | Description |\n| --- | --- | --- |\n`;
      for (const p of params) {
        const optional = p.flags.isOptional || p.defaultValue !== undefined ? ' (optional)' : '';
        out += `| \`${p.name}\`${optional} | ${cell(this.types.markdown(p.type))} | ${cell(this.summary(p.comment))} |\n`;
      }
      out += '\n';
    }
    if (!sig.kindOf(ReflectionKind.ConstructorSignature) && sig.type && sig.type.toString() !== 'void') {
      const returns = this.tagText(sig.comment, '@returns').join(' ');
      out += `#### Returns {#${this.links.reserve(this.modulePath, `${id}-returns`)}}\n\n${this.types.markdown(sig.type)}${returns ? `: ${returns}` : ''}\n\n`;
    }
    out += this.examples(sig.comment, id);
    return out;
  }

  member(member: DeclarationReflection, displayPrefix = ''): string {
    const id = this.links.idOf(member);
    const flags = [member.flags.isStatic ? 'static' : '', member.flags.isReadonly ? 'read-only' : ''].filter(Boolean);
    const label = flags.length ? ` _(${flags.join(', ')})_` : '';
    let out = `### ${displayPrefix}${member.name}${label} {#${id}}\n\n`;
    const signatures = member.signatures ?? (member.getSignature ? [member.getSignature] : []);
    if (signatures.length && !member.kindOf(ReflectionKind.Accessor)) {
      const isConstructor = member.kindOf(ReflectionKind.Constructor);
      const name = isConstructor ? displayName(member.parent!) : member.name;
      signatures.forEach((sig, i) => {
        out += this.signature(name, sig, i ? `${id}-${i + 1}` : id, isConstructor ? 'new ' : '');
      });
      for (const child of (member.children ?? []).filter(isPublic)) out += this.member(child, `${member.name}.`);
      return out;
    }
    const type = member.type ?? signatures[0]?.type;
    const keyword = member.kindOf(ReflectionKind.Variable) ? (member.flags.isConst ? 'const ' : 'let ') : '';
    const typeLine = member.kindOf(ReflectionKind.EnumMember)
      ? `${member.name} = ${this.types.plain(type)}`
      : member.kindOf(ReflectionKind.TypeAlias)
        ? `type ${member.name} = ${this.types.plain(type)}`
        : `${keyword}${member.name}${member.flags.isOptional ? '?' : ''}: ${this.types.plain(type)}`;
    out += '```ts\n' + typeLine + '\n```\n\n';
    if (this.types.hasLinks(type)) out += `**Type:** ${this.types.markdown(type)}\n\n`;
    const comment = member.comment ?? signatures[0]?.comment;
    const summary = this.summary(comment);
    if (summary) out += `${summary}\n\n`;
    out += this.deprecated(comment);
    out += this.examples(comment, id);
    return out;
  }

  container(container: DeclarationReflection, heading: string): string {
    const id = this.links.idOf(container);
    let out = `## ${heading} {#${id}}\n\n`;
    const summary = this.summary(container.comment) || namespaceSummary(container);
    if (summary) out += `${summary}\n\n`;
    out += this.deprecated(container.comment);
    const parents = [...(container.extendedTypes ?? []), ...(container.implementedTypes ?? [])];
    if (parents.length) out += `**Extends:** ${parents.map((p) => this.types.markdown(p)).join(', ')}\n\n`;
    out += this.examples(container.comment, id, '###');
    for (const member of (container.children ?? []).filter(isPublic)) {
      const prefix = container.kindOf(ReflectionKind.Enum) || container.kindOf(ReflectionKind.Namespace) ? `${container.name}.` : '';
      out += this.member(member, member.kindOf(ReflectionKind.Constructor) ? '' : prefix);
    }
    return out;
  }

  // Events ------------------------------------------------------------------------------------

  /** What you call `.on()` on: the class instance (`editor`) or the module itself (`DocumentManager`). */
  private listener(owner: string, plan: PagePlan, exportAssignment?: string): string {
    const shortName = this.modulePath.split('/').pop()!;
    const isClass = plan.containers.some((c) => c.name === owner && c.kindOf(ReflectionKind.Class)) || owner === exportAssignment;
    if (!isClass && owner === shortName) return identifier(shortName);
    return owner.charAt(0).toLowerCase() + owner.slice(1);
  }

  events(events: DeclarationReflection, plan: PagePlan, exportAssignment?: string): string {
    const id = this.links.idOf(events);
    const owner = events.name.replace(/Events$/, '') || events.name;
    const receiver = this.listener(owner, plan, exportAssignment);
    let out = `## ${owner} events {#${id}}\n\n`;
    const summary = this.summary(events.comment);
    if (summary) out += `${summary}\n\n`;
    if (!summary.includes('.on('))
      out += `Listen with \`${receiver}.on(name, handler)\`, stop with \`${receiver}.off(name, handler)\`, or use \`${receiver}.one(name, handler)\` for a single call. Every handler gets the event object first, then the arguments listed for the event.\n\n`;
    out += '| Event | When it fires |\n| --- | --- |\n';
    for (const event of (events.children ?? []).filter(isPublic)) {
      out += `| [\`${event.name}\`](#${this.links.idOf(event)}) | ${cell(firstSentence(this.summary(event.comment)))} |\n`;
    }
    out += '\n';
    for (const event of (events.children ?? []).filter(isPublic)) {
      const eventId = this.links.idOf(event);
      out += `### ${event.name} {#${eventId}}\n\n`;
      const handler = handlerSignature(event.type);
      const params = handler?.parameters ?? [];
      const args = this.types
        .parameters(params)
        .map((s) => s.text)
        .join('');
      out += '```ts\n' + `${receiver}.on(${JSON.stringify(event.name)}, (${args}) => {\n    // ...\n});` + '\n```\n\n';
      const eventSummary = this.summary(event.comment);
      if (eventSummary) out += `${eventSummary}\n\n`;
      out += this.deprecated(event.comment);
      if (params.length) {
        out += `#### Handler arguments {#${this.links.reserve(this.modulePath, `${eventId}-arguments`)}}\n\n| Argument | Type | Description |\n| --- | --- | --- |\n`;
        for (const p of params) {
          const rest = p.flags.isRest ? '...' : '';
          out += `| \`${rest}${p.name}\` | ${cell(this.types.markdown(p.type))} | ${cell(this.summary(p.comment))} |\n`;
        }
        out += '\n';
      } else if (!handler) {
        out += `**Handler:** ${this.types.markdown(event.type)}\n\n`;
      }
      out += this.examples(event.comment, eventId);
    }
    return out;
  }

  // The page ----------------------------------------------------------------------------------

  page(mod: DeclarationReflection, plan: PagePlan, options: ModuleOptions): string {
    const {modulePath, exportAssignment} = options;
    const shortName = modulePath.split('/').pop()!;
    const summary = this.summary(mod.comment);
    const description = firstSentence(summary) || `Reference for the ${modulePath} module of the Phoenix Code extension API.`;

    let out = '---\n';
    out += `title: ${JSON.stringify(modulePath)}\n`;
    out += `sidebar_label: ${JSON.stringify(shortName)}\n`;
    // Explicit, because Docusaurus would otherwise serve editor/Editor.md at the folder's URL.
    out += `slug: ${JSON.stringify(`/API-Reference/${modulePath}`)}\n`;
    out += `description: ${JSON.stringify(plainText(description))}\n`;
    out += `keywords: ${JSON.stringify([shortName, modulePath, 'Phoenix Code API'])}\n`;
    if (options.position !== undefined) out += `sidebar_position: ${options.position}\n`;
    out += 'custom_edit_url: null\n';
    out += '---\n\n';
    out += '<!-- Generated at build time from typings/' + modulePath + '.d.ts. Edit that file, not this one. -->\n\n';
    if (summary) out += `${summary}\n\n`;
    out += this.deprecated(mod.comment);
    const variable = identifier(exportAssignment ?? shortName);
    out += `## Import {#import}\n\n\`\`\`js\nconst ${variable} = brackets.getModule(${JSON.stringify(modulePath)});\n\`\`\`\n\n`;
    const main = exportAssignment
      ? plan.children.find((c) => c.name === exportAssignment && !c.kindOf(ReflectionKind.Namespace))
      : undefined;
    if (main) {
      const what = main.kindOf(ReflectionKind.Class) ? 'class' : main.kindOf(ReflectionKind.Function) ? 'function' : 'value';
      out += `The module's value is the [\`${exportAssignment}\`](#${this.links.idOf(main)}) ${what} itself, not an object that holds it.\n\n`;
    }
    out += this.examples(mod.comment, 'module', '###');

    if (plan.children.length) {
      out += `## Members {#members}\n\n| Member | Kind | What it does |\n| --- | --- | --- |\n`;
      for (const child of plan.children) {
        const kind = isEventsInterface(child)
          ? 'events'
          : (KIND_LABEL[child.kind] ?? ReflectionKind.singularString(child.kind).toLowerCase());
        const childSummary = this.summary(child.comment ?? child.signatures?.[0]?.comment) || namespaceSummary(child);
        out += `| [\`${child.name}\`](#${this.links.idOf(child)}) | ${kind} | ${cell(firstSentence(childSummary))} |\n`;
      }
      out += '\n';
    }

    for (const container of plan.containers) {
      out += this.container(container, `${container.name} (${container.kindOf(ReflectionKind.Class) ? 'class' : 'interface'})`);
    }
    for (const events of plan.events) out += this.events(events, plan, exportAssignment);
    // Namespaces merged into a function or class: their members are documented under their own heading.
    for (const ns of plan.namespaces) out += this.container(ns, `${ns.name} (namespace)`);
    for (const e of plan.enums) out += this.container(e, `${e.name} (enum)`);
    for (const group of plan.groups) {
      out += `## ${group.title} {#${group.id}}\n\n`;
      for (const member of group.members) out += this.member(member);
    }
    return out;
  }
}

const KIND_LABEL: Partial<Record<ReflectionKind, string>> = {
  [ReflectionKind.Function]: 'function',
  [ReflectionKind.Variable]: 'constant',
  [ReflectionKind.Class]: 'class',
  [ReflectionKind.Interface]: 'interface',
  [ReflectionKind.Enum]: 'enum',
  [ReflectionKind.TypeAlias]: 'type',
  [ReflectionKind.Namespace]: 'namespace',
};

const cell = (text: string) => text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|') || '—';
const identifier = (name: string) => name.replace(/[^A-Za-z0-9_$]/g, '');
/** Markdown to plain text, for front matter: links keep their text, code loses its backticks. */
const plainText = (markdown: string) => markdown.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`/g, '');

function firstSentence(markdown: string): string {
  const flat = markdown
    .replace(/```[\s\S]*?```/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  // A full stop inside a link or a code span does not end the sentence.
  const re = /(\[[^\]]*\]\([^)]*\)|`[^`]*`)|[.!?](?=\s|$)/g;
  for (let match = re.exec(flat); match; match = re.exec(flat)) {
    if (!match[1]) return flat.slice(0, match.index + 1);
  }
  return flat;
}

/** A namespace merged into a class or function has no comment of its own: say what it holds. */
function namespaceSummary(r: DeclarationReflection): string {
  if (!r.kindOf(ReflectionKind.Namespace)) return '';
  return `Functions, values and types reached as \`${r.name}.<name>\`.`;
}

/** The call signature of an event's handler type, `(event, ...args) => void`. */
function handlerSignature(type: SomeType | undefined): SignatureReflection | undefined {
  if (type instanceof ReflectionType) return type.declaration.signatures?.[0];
  return undefined;
}

/** Front matter, import line, summary table, member sections and events for one module. */
export function renderModule(mod: DeclarationReflection, options: ModuleOptions, links: ApiLinks): RenderedPage {
  const plan = plans.get(links)?.get(options.modulePath);
  if (!plan) throw new Error(`planModule was not run for ${options.modulePath}`);
  return {modulePath: options.modulePath, markdown: new PageRenderer(links, options.modulePath).page(mod, plan, options)};
}
