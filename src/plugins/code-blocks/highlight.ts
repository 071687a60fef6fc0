import {createRequire} from 'node:module';
import {normalizeTokens, Prism, type PrismTheme} from 'prism-react-renderer';
import {escapeHtml} from '../../lib/escapeHtml.mjs';

/**
 * Build-time syntax highlighting: code to the same line and token markup the classic theme's
 * CodeBlock renders in the browser, with classes instead of inline colours so one stylesheet
 * serves both colour modes.
 */

type Token = {types: string[]; content: string; empty?: boolean};

/**
 * Grammars beyond prism-react-renderer's own that the docs use. Highlighting at build time, they
 * cost the reader nothing, unlike the theme's `additionalLanguages`, which pages with a code block download.
 * They come from the Prism build that the classic theme itself loads its extra grammars from.
 */
export const EXTRA_LANGUAGES = ['bash', 'batch', 'less'] as const;
const LANGUAGE_ALIASES: Record<string, string> = {bat: 'batch', sh: 'bash', shell: 'bash'};

function loadExtraLanguages() {
  const requireFromTheme = createRequire(require.resolve('@docusaurus/theme-classic'));
  const global = globalThis as {Prism?: unknown};
  const previous = global.Prism;
  // Prism's grammar files extend the global `Prism`: lend them prism-react-renderer's.
  global.Prism = Prism;
  try {
    for (const language of EXTRA_LANGUAGES) requireFromTheme(`prismjs/components/prism-${language}`);
  } finally {
    global.Prism = previous;
  }
}
loadExtraLanguages();

/** The Prism grammar name for a fence's language, or undefined when the build cannot highlight it. */
export function grammarName(language: string): string | undefined {
  const name = LANGUAGE_ALIASES[language] ?? language;
  return Prism.languages[name] ? name : undefined;
}

export function highlightToHtml(code: string, language: string): string {
  const name = grammarName(language);
  const grammar = name ? Prism.languages[name] : undefined;
  const source = code.replace(/\n$/, '');
  const lines: Token[][] = grammar
    ? normalizeTokens(Prism.tokenize(source, grammar))
    : source.split('\n').map((line) => [{types: ['plain'], content: line}]);
  return lines
    .map((tokens) => {
      // An empty line is one token holding "\n"; the <br> already ends the line.
      const inner = mergeNeighbours(tokens.filter((token) => !token.empty && token.content !== ''))
        .map((token) =>
          isPlain(token)
            ? escapeHtml(token.content)
            : `<span class="token ${token.types.map(escapeHtml).join(' ')}">${escapeHtml(token.content)}</span>`,
        )
        .join('');
      return `<span class="token-line">${inner}<br></span>`;
    })
    .join('');
}

// Fewer elements, same look: a reference page has about 50 blocks, and every span is laid out
// before the first paint. Plain text takes the block's own colour (the theme's `plain` style is
// set on the container), so it needs no span; neighbours of the same type share one.
const isPlain = (token: Token) => token.types.length === 1 && token.types[0] === 'plain';

function mergeNeighbours(tokens: Token[]): Token[] {
  const merged: Token[] = [];
  for (const token of tokens) {
    const previous = merged[merged.length - 1];
    if (previous && previous.types.join(' ') === token.types.join(' ')) {
      merged[merged.length - 1] = {types: previous.types, content: previous.content + token.content};
    } else merged.push(token);
  }
  return merged;
}

const kebab = (property: string) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The block's own colours, as the variables the classic theme's code-block styles read. The theme
 * sets them inline from the colour mode React knows, which on the server is always light; in CSS
 * they follow `data-theme`, which is set before the first paint.
 */
export function plainToCss(theme: PrismTheme, colorMode: 'light' | 'dark', scope: string): string {
  const variables = [
    ['--prism-color', theme.plain.color],
    ['--prism-background-color', theme.plain.backgroundColor],
  ].filter(([, value]) => typeof value === 'string');
  return `[data-theme='${colorMode}'] ${scope}{${variables.map(([name, value]) => `${name}:${value}`).join(';')}}`;
}

/** CSS for the token classes above, one rule per theme entry, scoped to a colour mode. */
export function themeToCss(theme: PrismTheme, colorMode: 'light' | 'dark', scope: string): string {
  const rules: string[] = [];
  for (const entry of theme.styles) {
    const declarations = Object.entries(entry.style)
      .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
      .map(([property, value]) => `${kebab(property)}:${value}`)
      .join(';');
    if (!declarations) continue;
    const languages = entry.languages?.length ? entry.languages.map((language) => `.language-${language}`) : [''];
    const selectors = entry.types.flatMap((type) =>
      languages.map((language) => `[data-theme='${colorMode}'] ${scope}${language} .token.${cssIdent(type)}`),
    );
    rules.push(`${selectors.join(',')}{${declarations}}`);
  }
  return rules.join('\n');
}

function cssIdent(type: string): string {
  return type.replace(/[^a-zA-Z0-9_-]/g, (character) => `\\${character}`);
}
