/**
 * Types as a reader sees them in the reference: plain text for code blocks, and Markdown whose
 * named types link to their headings for tables.
 */
import {ReflectionKind, ReflectionType, ReferenceType, type ParameterReflection, type Reflection, type SomeType} from 'typedoc';
import type {ApiLinks} from './links';
import {codeSpan} from './markdown';

/** The name a reader knows a declaration by; `export =` targets were renamed before rendering. */
export const displayName = (reflection: Reflection) => reflection.name;

export type Segment = {text: string; href?: string};

export class TypePrinter {
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
