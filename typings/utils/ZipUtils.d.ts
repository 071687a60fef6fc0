/**
 * Zip archives: extract a zip (from memory or from a URL) into a folder, or pack a folder into a zip.
 *
 * Typical uses are downloading and unpacking a starter or sample project, or letting the user
 * export a folder as a zip. Paths are paths of the editor's file system, such as the project
 * root's `fullPath`.
 *
 * @example
 * ```js
 * const ZipUtils = brackets.getModule("utils/ZipUtils");
 *
 * const targetDir = "/projects/landing-page/";
 * await ZipUtils.unzipURLToLocation("https://example.com/templates/landing-page.zip", targetDir, true);
 * console.log("Template extracted to", targetDir);
 * ```
 *
 * @module utils/ZipUtils
 */

/**
 * A zip archive in memory, as produced by the JSZip library. Call `generateAsync()` to get the
 * archive's bytes.
 */
export interface JSZip {
  /**
   * Builds the zip file.
   *
   * @param options `type` chooses the output form, for example `"blob"`, `"uint8array"` or `"base64"`.
   * @returns A promise for the zip data in that form.
   */
  generateAsync(options: {type: 'blob'; [option: string]: unknown}): Promise<Blob>;
  generateAsync(options: {type: 'uint8array'; [option: string]: unknown}): Promise<Uint8Array>;
  generateAsync(options: {type: 'arraybuffer'; [option: string]: unknown}): Promise<ArrayBuffer>;
  generateAsync(options: {type: 'base64' | 'binarystring'; [option: string]: unknown}): Promise<string>;
  generateAsync(options: {type: string; [option: string]: unknown}): Promise<unknown>;
}

/**
 * Extracts zip data held in memory into a folder.
 *
 * With `flattenFirstLevel`, a zip whose contents are all wrapped in a single top folder (common for
 * archives downloaded from code hosting sites) is extracted without that folder, so the files land
 * directly in `projectDir`.
 *
 * @param zipData The zip file's bytes.
 * @param projectDir The folder to extract into.
 * @param flattenFirstLevel Drop a single wrapping top-level folder. Defaults to `false`.
 * @param progressControlCallback Called as files are extracted with `(doneCount, totalCount)`;
 *     return `false` to stop extracting, anything else to continue. Use it for a progress bar or a
 *     Cancel button.
 * @returns A promise resolved when extraction has finished.
 *
 * @example
 * ```js
 * const ZipUtils = brackets.getModule("utils/ZipUtils");
 * const TaskManager = brackets.getModule("features/TaskManager");
 *
 * let userCancelled = false;
 * const task = TaskManager.addNewTask("Unpacking", "Extracting sample project", null, {
 *     onStopClick: () => { userCancelled = true; }
 * });
 * const bytes = new Uint8Array(await (await fetch("https://example.com/sample.zip")).arrayBuffer());
 * await ZipUtils.unzipBinDataToLocation(bytes, "/projects/sample/", true, (done, total) => {
 *     task.setProgressPercent(Math.round(done * 100 / total));
 *     return !userCancelled;
 * });
 * task.setSucceded();
 * ```
 */
export function unzipBinDataToLocation(
  zipData: Uint8Array,
  projectDir: string,
  flattenFirstLevel?: boolean,
  progressControlCallback?: (doneCount: number, totalCount: number) => boolean | void,
): Promise<void>;

/**
 * Packs a folder and everything inside it into an in-memory zip archive.
 *
 * @param fullPath The folder to pack.
 * @returns A promise for the archive; call `generateAsync()` on it to get the bytes.
 *
 * @example
 * ```js
 * const ProjectManager = brackets.getModule("project/ProjectManager");
 * const ZipUtils = brackets.getModule("utils/ZipUtils");
 * const root = ProjectManager.getProjectRoot();
 * if (root) {
 *     const zip = await ZipUtils.zipFolder(root.fullPath);
 *     const blob = await zip.generateAsync({ type: "blob" });
 *     console.log("zip size", blob.size);
 * }
 * ```
 */
export function zipFolder(fullPath: string): Promise<JSZip>;

/**
 * Downloads a zip file and extracts it into a folder.
 *
 * @param url Address of the zip file.
 * @param projectDir The folder to extract into.
 * @param flattenFirstLevel Drop a single wrapping top-level folder (see
 *     {@link unzipBinDataToLocation}). Defaults to `false`.
 * @returns A promise resolved when the download and extraction have finished.
 */
export function unzipURLToLocation(url: string, projectDir: string, flattenFirstLevel?: boolean): Promise<void>;
