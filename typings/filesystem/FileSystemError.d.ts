/**
 * The error codes that the file system layer reports.
 *
 * Every asynchronous call on {@link "filesystem/FileSystem"}, {@link "filesystem/File"},
 * {@link "filesystem/Directory"} and {@link "filesystem/FileSystemEntry"} reports failure the same
 * way: the first argument of its callback (or the rejection value of its promise) is one of the
 * strings below. A falsy value (`null`, `undefined` or `""`) means the call succeeded.
 *
 * Compare against these constants instead of hard-coding the strings, and turn a code into a
 * sentence for the user with `FileUtils.getFileErrorString()`.
 *
 * @example
 * ```js
 * const FileSystem = brackets.getModule("filesystem/FileSystem");
 * const FileSystemError = brackets.getModule("filesystem/FileSystemError");
 *
 * FileSystem.getFileForPath("/project/notes.txt").read({}, (err, text) => {
 *     if (err === FileSystemError.NOT_FOUND) {
 *         console.log("notes.txt does not exist yet");
 *     } else if (err) {
 *         console.error("Could not read notes.txt:", err);
 *     } else {
 *         console.log(text?.length, "characters");
 *     }
 * });
 * ```
 * @module filesystem/FileSystemError
 */

/** Any error code the file system can report. A falsy value means "no error". */
export type FileSystemError =
  | 'Unknown'
  | 'InvalidParams'
  | 'NotFound'
  | 'NotReadable'
  | 'UnsupportedEncoding'
  | 'NotSupported'
  | 'NotWritable'
  | 'OutOfSpace'
  | 'TooManyEntries'
  | 'AlreadyExists'
  | 'ContentsModified'
  | 'RootNotBeingWatched'
  | 'ExceedsMaxFileSize'
  | 'NetworkDriveNotSupported'
  | 'EncodeFileFailed'
  | 'DecodeFileFailed'
  | 'UnsupportedUTF16Encoding';

/** Something failed and the underlying storage gave no more specific reason. */
export const UNKNOWN: 'Unknown';
/** The call was made with arguments the file system cannot use (for example a malformed path). */
export const INVALID_PARAMS: 'InvalidParams';
/** The file or folder does not exist. */
export const NOT_FOUND: 'NotFound';
/** The entry exists but cannot be read, usually because of permissions. */
export const NOT_READABLE: 'NotReadable';
/** The file's bytes could not be decoded with the requested text encoding. */
export const UNSUPPORTED_ENCODING: 'UnsupportedEncoding';
/** The storage behind this path does not support the requested operation. */
export const NOT_SUPPORTED: 'NotSupported';
/** The entry cannot be written or created, usually because of permissions or a read-only location. */
export const NOT_WRITABLE: 'NotWritable';
/** The disk is full. */
export const OUT_OF_SPACE: 'OutOfSpace';
/**
 * A traversal stopped because it met more entries than allowed, for example when a project is too
 * large to index completely.
 */
export const TOO_MANY_ENTRIES: 'TooManyEntries';
/** A file or folder already exists at the path you tried to create or rename to. */
export const ALREADY_EXISTS: 'AlreadyExists';
/**
 * A write was refused because the file changed on disk since it was last read. Read it again, or
 * write "blindly" (see `FileUtils.writeText(file, text, true)`) if overwriting is intended.
 */
export const CONTENTS_MODIFIED: 'ContentsModified';
/** `FileSystem.unwatch()` was called for a folder that is not being watched. */
export const ROOT_NOT_WATCHED: 'RootNotBeingWatched';
/** The file is larger than the editor is willing to open (see `FileUtils.MAX_FILE_SIZE`). */
export const EXCEEDS_MAX_FILE_SIZE: 'ExceedsMaxFileSize';
/** The path is on a network drive, which this operation cannot use. */
export const NETWORK_DRIVE_NOT_SUPPORTED: 'NetworkDriveNotSupported';
/** Converting the text to the file's encoding failed while saving. */
export const ENCODE_FILE_FAILED: 'EncodeFileFailed';
/** Converting the file's bytes to text failed while reading. */
export const DECODE_FILE_FAILED: 'DecodeFileFailed';
/** The file is UTF-16 encoded, which the editor does not open as text. */
export const UNSUPPORTED_UTF16_ENCODING: 'UnsupportedUTF16Encoding';
