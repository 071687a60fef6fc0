/**
 * The modules of the Phoenix Code extension API, by the path an extension passes to
 * `brackets.getModule()`, read from the declaration files in `typings/`: each file is a module
 * with a reference page at `/api/API-Reference/<path>`. Node only: it reads the file system.
 */
import path from 'node:path';
import {apiGroupsOf, apiModulesIn} from '../../src/plugins/api-reference/declarations';

export const typingsDir = path.join(__dirname, '..', '..', 'typings');

export const apiModules: readonly string[] = apiModulesIn(typingsDir);

/** The sidebar groups of the reference, in sidebar order. */
export const apiGroups: readonly string[] = apiGroupsOf(apiModules);
