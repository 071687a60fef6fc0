/**
 * Renders one API module, as TypeDoc understands it, into a Markdown reference page. TypeDoc does
 * the parsing and type resolution; this file only decides how a page reads: import first, then a
 * summary of members, then each member with its signature, parameters, return value and examples.
 */
import {
  ReflectionKind,
  type Comment,
  type CommentDisplayPart,
  type DeclarationReflection,
  type ParameterReflection,
  type SignatureReflection,
  type SomeType,
} from 'typedoc';

export type RenderedPage = {modulePath: string; markdown: string};

const slug = (...parts: string[]) =>
  parts
    .join('-')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Escapes prose for CommonMark: code spans stay as written, everything else loses its HTML. */
export function escapeProse(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((piece) => (piece.startsWith('`') ? piece : piece.replace(/</g, '&lt;').replace(/>/g, '&gt;')))
    .join('');
}

function partsToMarkdown(parts: readonly CommentDisplayPart[] | undefined): string {
  if (!parts) return '';
  return parts
    .map((part) => {
      if (part.kind === 'inline-tag') return '`' + (part.text || '').trim() + '`';
      if (part.kind === 'code') return part.text;
      return escapeProse(part.text);
    })
    .join('')
    .trim();
}

const summaryOf = (comment: Comment | undefined) => partsToMarkdown(comment?.summary);
const firstSentence = (markdown: string) => {
  const flat = markdown.replace(/```[\s\S]*?```/g, '').replace(/\s+/g, ' ').trim();
  const match = /^(.+?[.!?])(\s|$)/.exec(flat);
  return (match ? match[1] : flat).replace(/\|/g, '\\|');
};
const tagText = (comment: Comment | undefined, tag: `@${string}`) =>
  comment?.blockTags.filter((t) => t.tag === tag).map((t) => partsToMarkdown(t.content)) ?? [];

const cell = (text: string) => text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|') || '—';
const typeText = (type: SomeType | undefined) => (type ? type.toString() : 'unknown');

function paramSignature(p: ParameterReflection): string {
  const rest = p.flags.isRest ? '...' : '';
  const optional = p.flags.isOptional || p.defaultValue !== undefined ? '?' : '';
  return `${rest}${p.name}${optional}: ${typeText(p.type)}`;
}

function signatureLine(name: string, sig: SignatureReflection, prefix = ''): string {
  const typeParams = sig.typeParameters?.length ? `<${sig.typeParameters.map((t) => t.name).join(', ')}>` : '';
  const params = (sig.parameters ?? []).map(paramSignature).join(', ');
  const returns = sig.kind === ReflectionKind.ConstructorSignature ? '' : `: ${typeText(sig.type)}`;
  return `${prefix}${name}${typeParams}(${params})${returns}`;
}

function renderDeprecated(comment: Comment | undefined): string {
  const deprecated = comment?.blockTags.find((t) => t.tag === '@deprecated');
  if (!deprecated) return '';
  const text = partsToMarkdown(deprecated.content);
  return `:::warning[Deprecated]\n\n${text || 'Kept for older extensions; avoid it in new code.'}\n\n:::\n\n`;
}

function renderExamples(comment: Comment | undefined, id: string, level = '####'): string {
  const examples = tagText(comment, '@example');
  if (!examples.length) return '';
  return examples.map((ex, i) => `${level} Example${examples.length > 1 ? ` ${i + 1}` : ''} {#${id}-example${i ? `-${i + 1}` : ''}}\n\n${ex}\n\n`).join('');
}

function renderSignature(displayName: string, sig: SignatureReflection, id: string, prefix = ''): string {
  let out = '```ts\n' + signatureLine(displayName, sig, prefix) + '\n```\n\n';
  const summary = summaryOf(sig.comment);
  if (summary) out += `${summary}\n\n`;
  out += renderDeprecated(sig.comment);
  const params = sig.parameters ?? [];
  if (params.length) {
    out += `#### Parameters {#${id}-parameters}\n\n| Name | Type | Description |\n| --- | --- | --- |\n`;
    for (const p of params) {
      const optional = p.flags.isOptional || p.defaultValue !== undefined ? ' (optional)' : '';
      out += `| \`${p.name}\`${optional} | \`${cell(typeText(p.type))}\` | ${cell(summaryOf(p.comment))} |\n`;
    }
    out += '\n';
  }
  if (sig.kind !== ReflectionKind.ConstructorSignature && sig.type && sig.type.toString() !== 'void') {
    const returns = tagText(sig.comment, '@returns').join(' ');
    out += `#### Returns {#${id}-returns}\n\n\`${typeText(sig.type)}\`${returns ? `: ${returns}` : ''}\n\n`;
  }
  out += renderExamples(sig.comment, id);
  return out;
}

function renderMember(member: DeclarationReflection, idPrefix: string, displayPrefix = ''): string {
  const id = slug(idPrefix, member.name);
  const flags = [member.flags.isStatic ? 'static' : '', member.flags.isReadonly ? 'read-only' : ''].filter(Boolean);
  const label = flags.length ? ` _(${flags.join(', ')})_` : '';
  let out = `### ${displayPrefix}${member.name}${label} {#${id}}\n\n`;
  const signatures = member.signatures ?? (member.getSignature ? [member.getSignature] : []);
  if (signatures.length && member.kind !== ReflectionKind.Accessor) {
    signatures.forEach((sig, i) => {
      out += renderSignature(member.name, sig, i ? `${id}-${i + 1}` : id, member.kind === ReflectionKind.Constructor ? 'new ' : '');
    });
    // Properties declared on a function (a namespace merged into it) are documented under it.
    for (const child of member.children ?? []) out += renderMember(child, `${idPrefix}-${member.name}`, `${member.name}.`);
    return out;
  }
  const keyword =
    member.kind === ReflectionKind.Variable ? (member.flags.isConst ? 'const ' : 'let ') : member.kind === ReflectionKind.EnumMember ? '' : '';
  const typeLine =
    member.kind === ReflectionKind.EnumMember
      ? `${member.name} = ${typeText(member.type)}`
      : member.kind === ReflectionKind.TypeAlias
        ? `type ${member.name} = ${typeText(member.type)}`
        : `${keyword}${member.name}: ${typeText(member.type ?? signatures[0]?.type)}`;
  out += '```ts\n' + typeLine + '\n```\n\n';
  const comment = member.comment ?? signatures[0]?.comment;
  const summary = summaryOf(comment);
  if (summary) out += `${summary}\n\n`;
  out += renderDeprecated(comment);
  out += renderExamples(comment, id);
  return out;
}

const GROUPS: Array<{title: string; kinds: ReflectionKind[]}> = [
  {title: 'Functions', kinds: [ReflectionKind.Function]},
  {title: 'Constants and variables', kinds: [ReflectionKind.Variable]},
  {title: 'Enums', kinds: [ReflectionKind.Enum]},
  {title: 'Types', kinds: [ReflectionKind.TypeAlias]},
];

const KIND_LABEL: Partial<Record<ReflectionKind, string>> = {
  [ReflectionKind.Function]: 'function',
  [ReflectionKind.Variable]: 'constant',
  [ReflectionKind.Class]: 'class',
  [ReflectionKind.Interface]: 'interface',
  [ReflectionKind.Enum]: 'enum',
  [ReflectionKind.TypeAlias]: 'type',
};

function renderContainer(container: DeclarationReflection, heading: string, id = slug(container.name)): string {
  let out = `## ${heading} {#${id}}\n\n`;
  const summary = summaryOf(container.comment);
  if (summary) out += `${summary}\n\n`;
  out += renderDeprecated(container.comment);
  out += renderExamples(container.comment, id, '###');
  for (const member of container.children ?? []) {
    if (member.flags.isPrivate || member.flags.isProtected) continue;
    const prefix = container.kind === ReflectionKind.Enum ? `${container.name}.` : '';
    out += renderMember(member, container.name, member.kind === ReflectionKind.Constructor ? '' : prefix);
  }
  return out;
}

/** Front matter, import line, summary table and member sections for one module. */
export function renderModule(mod: DeclarationReflection, options: {modulePath: string; position?: number}): RenderedPage {
  const {modulePath} = options;
  const shortName = modulePath.split('/').pop()!;
  const summary = summaryOf(mod.comment);
  const children = (mod.children ?? []).filter((c) => !c.flags.isPrivate);
  const description = firstSentence(summary) || `Reference for the ${modulePath} module of the Phoenix Code extension API.`;

  let out = '---\n';
  out += `title: ${JSON.stringify(modulePath)}\n`;
  out += `sidebar_label: ${JSON.stringify(shortName)}\n`;
  // Explicit, because Docusaurus would otherwise serve editor/Editor.md at the folder's URL.
  out += `slug: ${JSON.stringify(`/API-Reference/${modulePath}`)}\n`;
  out += `description: ${JSON.stringify(description.replace(/`/g, ''))}\n`;
  out += `keywords: ${JSON.stringify([shortName, modulePath, 'Phoenix Code API'])}\n`;
  if (options.position !== undefined) out += `sidebar_position: ${options.position}\n`;
  out += 'custom_edit_url: null\n';
  out += '---\n\n';
  out += '<!-- Generated at build time from typings/' + modulePath + '.d.ts. Edit that file, not this one. -->\n\n';
  if (summary) out += `${summary}\n\n`;
  out += renderDeprecated(mod.comment);
  out += `## Import {#import}\n\n\`\`\`js\nconst ${shortName.replace(/[^A-Za-z0-9_$]/g, '')} = brackets.getModule(${JSON.stringify(modulePath)});\n\`\`\`\n\n`;
  out += renderExamples(mod.comment, 'module', '###');

  if (children.length) {
    out += `## Members {#members}\n\n| Member | Kind | What it does |\n| --- | --- | --- |\n`;
    for (const child of children) {
      const kind = KIND_LABEL[child.kind] ?? ReflectionKind.singularString(child.kind).toLowerCase();
      const childSummary = summaryOf(child.comment ?? child.signatures?.[0]?.comment);
      out += `| [\`${child.name}\`](#${slug(child.name)}) | ${kind} | ${cell(firstSentence(childSummary))} |\n`;
    }
    out += '\n';
  }

  for (const child of children.filter((c) => c.kind === ReflectionKind.Class || c.kind === ReflectionKind.Interface)) {
    const what = child.kind === ReflectionKind.Class ? 'class' : 'interface';
    out += renderContainer(child, `${child.name} (${what})`);
  }
  // Namespaces merged into a function or class: their members are documented under their own heading.
  for (const ns of children.filter((c) => c.kind === ReflectionKind.Namespace)) {
    out += renderContainer(ns, `${ns.name} (namespace)`, slug('namespace', ns.name));
  }
  for (const group of GROUPS) {
    const members = children.filter((c) => group.kinds.includes(c.kind));
    if (!members.length) continue;
    if (group.kinds.includes(ReflectionKind.Enum)) {
      for (const e of members) out += renderContainer(e, `${e.name} (enum)`);
      continue;
    }
    out += `## ${group.title} {#${slug(group.title)}}\n\n`;
    for (const member of members) out += renderMember(member, '');
  }
  return {modulePath, markdown: out};
}
