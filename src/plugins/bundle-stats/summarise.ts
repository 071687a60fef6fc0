/** The parts of a webpack/Rspack stats object this plugin reads. */
export interface RawModule {
  name?: string;
  identifier?: string;
  size?: number;
  chunks?: (string | number)[];
}
export interface RawStats {
  chunks?: {id?: string | number; files?: string[]; initial?: boolean}[];
  modules?: RawModule[];
}

export interface ChunkSummary {
  files: string[];
  initial: boolean;
  /** Source size in bytes (before minification) per package or site folder. */
  sizeByOwner: Record<string, number>;
}

/**
 * Who a module belongs to: the npm package for anything under node_modules (scoped names kept
 * whole), otherwise the site folder it comes from, such as `src/theme` or `.docusaurus`.
 */
export function ownerOf(moduleName: string): string {
  const name = moduleName
    .replace(/^css /, '')
    .replace(/^.*!/, '')
    .replace(/ \+ \d+ modules?$/, '')
    .replace(/\?.*$/, '')
    .replace(/^\.\//, '');
  const lastNodeModules = name.lastIndexOf('node_modules/');
  if (lastNodeModules >= 0) {
    const [first, second] = name.slice(lastNodeModules + 'node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const parts = name.split('/');
  if (parts[0] === 'src' && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  if (parts[0] === '.docusaurus') return '.docusaurus';
  if (parts.length > 1) return parts[0];
  return name || '(unnamed)';
}

/**
 * Reduces a stats object (built with module concatenation off, so every module keeps its name) to
 * the owners and sizes of each emitted JavaScript chunk.
 */
export function summariseStats(stats: RawStats): ChunkSummary[] {
  const byId = new Map<string, ChunkSummary>();
  for (const chunk of stats.chunks ?? []) {
    const files = (chunk.files ?? []).filter((file) => file.endsWith('.js'));
    if (files.length > 0) byId.set(String(chunk.id), {files, initial: !!chunk.initial, sizeByOwner: {}});
  }
  for (const module of stats.modules ?? []) {
    const owner = ownerOf(module.name ?? module.identifier ?? '');
    for (const id of module.chunks ?? []) {
      const chunk = byId.get(String(id));
      if (chunk) chunk.sizeByOwner[owner] = (chunk.sizeByOwner[owner] ?? 0) + (module.size ?? 0);
    }
  }
  return [...byId.values()];
}
