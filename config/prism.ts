import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * The GitHub and Dracula code themes, with every token colour that falls below 4.5:1 contrast on
 * the theme's own background replaced by a darker (light theme) or lighter (dark theme) shade.
 */
function recolor(theme: PrismTheme, replacements: Record<string, string>): PrismTheme {
  const swap = (color: unknown) => (typeof color === 'string' ? (replacements[color.toLowerCase()] ?? color) : color);
  return {
    plain: {...theme.plain, color: swap(theme.plain.color) as string},
    styles: theme.styles.map((style) => ({...style, style: {...style.style, color: swap(style.style.color) as string}})),
  };
}

export const lightCodeTheme = recolor(themes.github, {
  '#36acaa': '#006a70',
  '#00a4db': '#005f87',
  '#d73a49': '#b31d28',
  '#e3116c': '#a31515',
  '#999988': '#57606a',
});

export const darkCodeTheme = recolor(themes.dracula, {
  'rgb(98, 114, 164)': '#9aa5ce',
});
