/**
 * What a Markdown twin must not contain, for the unit tests and the build-output tests alike:
 * HTML tags outside code, the docs' directives (`:menu[file.save]`) and admonition fences (`:::note`),
 * MDX imports or exports, and a per-OS part that names its OS after the label that already does
 * ("macOS: no default key on macOS").
 */

/** Markdown without its code: fenced blocks and code spans, where `<` and `:kbd[` are the text's own. */
export function proseOf(markdown: string): string {
  return markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '').replace(/(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, '');
}

export function twinProblems(markdown: string): string[] {
  const prose = proseOf(markdown);
  const problems: string[] = [];
  // `\<` is escaped text ("Menus.\<newId>"), not a tag.
  for (const tag of prose.match(/(?<!\\)<\/?[a-z][a-z0-9-]*(\s[^>]*)?\/?>/gi) ?? []) problems.push(`HTML tag ${tag}`);
  for (const directive of prose.match(/:(menu|kbd|cmd|pref|default|key)\[[^\]]*\]|^::keymap\b/gm) ?? [])
    problems.push(`directive ${directive}`);
  for (const fence of prose.match(/:::+[^\n]*/g) ?? []) problems.push(`admonition markup ${fence}`);
  for (const part of prose.match(/\b(Windows|macOS|Linux): [^;)\n]*\b\1\b/g) ?? []) problems.push(`OS named twice: ${part}`);
  for (const line of prose.match(/^(import|export) .*$/gm) ?? []) problems.push(`MDX line ${line}`);
  if (/<!--/.test(prose)) problems.push('HTML comment');
  return problems;
}
