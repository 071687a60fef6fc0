import type {ComponentType} from 'react';

/**
 * The highlighter's components, once a page module has loaded them (see ./remark).
 * The CodeBlock wrapper renders them directly when they are here, so hydration never meets a
 * suspended code block.
 */
const loaded: {classic?: ComponentType<never>; live?: ComponentType<never>} = {};

export function registerCodeBlock(kind: 'classic' | 'live', component: ComponentType<never>): void {
  loaded[kind] = component;
}

export function loadedCodeBlock<P>(kind: 'classic' | 'live'): ComponentType<P> | undefined {
  return loaded[kind] as ComponentType<P> | undefined;
}
