/**
 * The desktop apps' own commands, preferences and key variants (./desktopOnly.yaml), read and
 * checked against the schema once. The facts are read from the browser edition, which has no Git,
 * Open In or integrated terminal, so these come from the editor's source at each tag.
 */
import fs from 'node:fs';
import path from 'node:path';
import {load as parseYaml} from 'js-yaml';
import {desktopOnlySchema, parseFacts, type DesktopOnlyData} from './schema';

export type DesktopOnlyCommand = DesktopOnlyData['commands'][number];
export type DesktopOnlyPreference = DesktopOnlyData['preferences'][number];
export type DesktopKeyVariant = DesktopOnlyData['keyVariants'][number];

export function loadDesktopOnly(file = path.join(__dirname, 'desktopOnly.yaml')): DesktopOnlyData {
  return parseFacts(desktopOnlySchema, parseYaml(fs.readFileSync(file, 'utf8')), path.relative(process.cwd(), file));
}

const data = loadDesktopOnly();
export const desktopOnlyCommands: readonly DesktopOnlyCommand[] = data.commands;
export const desktopOnlyPreferences: readonly DesktopOnlyPreference[] = data.preferences;
export const desktopKeyVariants: readonly DesktopKeyVariant[] = data.keyVariants;
