/**
 * Simple parsing of JavaScript text to find function definitions by name.
 *
 * Quick Edit on a JavaScript function call uses this to locate the matching definitions across
 * the project. Results for unchanged files are cached between calls.
 *
 * @example
 * ```js
 * const JSUtils = brackets.getModule("language/JSUtils");
 * const ProjectManager = brackets.getModule("project/ProjectManager");
 *
 * const jsFiles = await ProjectManager.getAllFiles(ProjectManager.getLanguageFilter("javascript"));
 * JSUtils.findMatchingFunctions("initApp", jsFiles).done((matches) => {
 *     matches.forEach((m) => console.log(m.document.file.fullPath, "line", m.lineStart + 1));
 * });
 * ```
 * @module language/JSUtils
 */

import type File = require('filesystem/File');
import type {Document} from 'document/Document';

/** A function definition found by {@link findMatchingFunctions}. */
export interface FunctionMatch {
  /** The function's name. */
  name: string;
  /** The document that contains it. */
  document: Document;
  /** Zero-based first line of the function. */
  lineStart: number;
  /** Zero-based last line of the function (inclusive). */
  lineEnd: number;
}

/** A function definition found by {@link findAllMatchingFunctionsInText}. */
export interface FunctionLocation {
  /** The function's name. */
  name: string;
  /** Zero-based first line of the function. */
  lineStart: number;
  /** Zero-based last line of the function (inclusive). */
  lineEnd: number;
  /** Other details, such as where the name itself appears. */
  [key: string]: unknown;
}

/**
 * Finds every definition of a function with the given name in a set of files.
 *
 * @param functionName - The function name to look for.
 * @param fileInfos - The files to search.
 * @param keepAllFiles - `true` to search files that are not JavaScript too (for example HTML
 *     with inline scripts).
 * @returns A jQuery promise resolved with the matches. The documents are not ref-counted for you.
 */
export function findMatchingFunctions(functionName: string, fileInfos: File[], keepAllFiles?: boolean): JQuery.Promise<FunctionMatch[]>;

/**
 * Finds every definition of a function with the given name in a piece of JavaScript text.
 *
 * @param text - The JavaScript to search.
 * @param searchName - The function name to look for.
 * @returns One entry per definition found.
 */
export function findAllMatchingFunctionsInText(text: string, searchName: string): FunctionLocation[];
