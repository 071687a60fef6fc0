import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * The GitHub and Dracula code themes, with the token colours that fall below 4.5:1 contrast on
 * their own backgrounds darkened (light) or lightened (dark).
 */
function withColors(theme: PrismTheme, colors: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: [
      ...theme.styles,
      ...Object.entries(colors).map(([types, color]) => ({types: types.split(' '), style: {color}})),
    ],
  };
}

export const lightCodeTheme = withColors(themes.github, {
  'boolean number property constant symbol entity url regex': '#006a70',
  'function function-variable tag deleted selector keyword': '#b31d28',
  'string char attr-value template-string': '#a31515',
  'comment prolog doctype cdata': '#57606a',
  'attr-name': '#005f87',
});

export const darkCodeTheme = withColors(themes.dracula, {
  'comment prolog doctype cdata': '#9aa5ce',
});
