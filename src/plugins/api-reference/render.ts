/**
 * Renders one API module, as TypeDoc understands it, into a Markdown reference page. TypeDoc does
 * the parsing and type resolution; this file only decides how a page reads: import first, then a
 * summary of members, then each member with its signature, parameters, return value and examples,
 * and the events a module or class triggers in sections of their own.
 *
 * Rendering is two passes. `planModule` (./plan.ts) gives every documented declaration its
 * heading id (in `ApiLinks`) before any page is written, so that a type or a `{@link}` on one page
 * can link to a heading on another; `renderModule` then writes the page using those ids, with the
 * types printed by ./typePrinter.ts.
 */
import {
  ReflectionKind,
  ReflectionType,
  type Comment,
  type CommentDisplayPart,
  type DeclarationReflection,
  type Reflection,
  type SignatureReflection,
  type SomeType,
} from 'typedoc';
import type {ApiLinks} from './links';
import {codeSpan, escapeProse} from './markdown';
import {isEventsInterface, isPublic, planOf, type PagePlan} from './plan';
import {displayName, TypePrinter} from './typePrinter';

export {planModule} from './plan';

export type RenderedPage = {modulePath: string; markdown: string};

export type ModuleOptions = {
  modulePath: string;
  position?: number;
  /** The name of the declaration the module exports with `export =`, if it does. */
  exportAssignment?: string;
};

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
  const plan = planOf(links, options.modulePath);
  return {modulePath: options.modulePath, markdown: new PageRenderer(links, options.modulePath).page(mod, plan, options)};
}
