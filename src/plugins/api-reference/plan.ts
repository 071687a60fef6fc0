/**
 * The first of the reference's two passes: which declarations a module's page shows, under which
 * heading, and the heading id of each (recorded in `ApiLinks`), before any page is written. A type
 * or a `{@link}` on one page can then link to a heading on another.
 */
import {ReflectionKind, type DeclarationReflection} from 'typedoc';
import {slug, type ApiLinks} from './links';

export const isPublic = (r: DeclarationReflection) => !r.flags.isPrivate && !r.flags.isProtected && !r.kindOf(ReflectionKind.Reference);

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

export type PagePlan = {
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

/** The plan `planModule` made for a module, or an error naming the module it was not run for. */
export function planOf(links: ApiLinks, modulePath: string): PagePlan {
  const plan = plans.get(links)?.get(modulePath);
  if (!plan) throw new Error(`planModule was not run for ${modulePath}`);
  return plan;
}
