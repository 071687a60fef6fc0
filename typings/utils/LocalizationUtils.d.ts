/**
 * Locale-aware text for languages and dates: turn a language code into a readable name, format a
 * date and time, or describe a moment relative to now ("2 days ago", "in 3 hours").
 *
 * When no language is given, the functions use the editor's current display language, falling back
 * to English. Use them instead of hand-built date strings so that your extension's UI matches the
 * language the user chose for Phoenix Code.
 *
 * @example
 * ```js
 * const LocalizationUtils = brackets.getModule("utils/LocalizationUtils");
 *
 * const lastSync = new Date(Date.now() - 3 * 60 * 60 * 1000);
 * $("#sync-status").text(`Last synced ${LocalizationUtils.dateTimeFromNow(lastSync)}`);
 * // e.g. "Last synced 3 hours ago"
 * ```
 *
 * @module utils/LocalizationUtils
 */

/** Formatting styles accepted for dates and times (the same values as `Intl.DateTimeFormat`). */
export type DateTimeStyle = 'full' | 'long' | 'medium' | 'short';

/**
 * Returns the human-readable name the editor has for a language code, for showing languages in a
 * list or message. If the code is not known, the code itself is returned.
 *
 * @param locale A language code such as `"fr"` or `"pt-br"`.
 * @returns The language's display name, or `locale` unchanged.
 *
 * @example
 * ```js
 * const LocalizationUtils = brackets.getModule("utils/LocalizationUtils");
 * const label = LocalizationUtils.getLocalizedLabel("de"); // a display name for German
 * ```
 */
export function getLocalizedLabel(locale: string): string;

/**
 * The lengths {@link getFormattedDateTime} accepts for `dateStyle` and `timeStyle`, from the
 * longest (`FULL`, with the weekday and time zone) to the shortest (`SHORT`, digits only).
 *
 * @example
 * ```js
 * const LocalizationUtils = brackets.getModule("utils/LocalizationUtils");
 *
 * const stamp = LocalizationUtils.getFormattedDateTime(new Date(), undefined, {
 *     dateStyle: LocalizationUtils.DATE_TIME_STYLE.SHORT
 * });
 * ```
 */
export const DATE_TIME_STYLE: {
  readonly FULL: 'full';
  readonly LONG: 'long';
  readonly MEDIUM: 'medium';
  readonly SHORT: 'short';
};

/**
 * Formats a date and time for display, following the conventions of the chosen language.
 *
 * @param date The moment to format. Defaults to now.
 * @param lang Language code such as `"en"` or `"fr"`. Defaults to the editor's language, or English.
 * @param dateTimeFormat Which parts to show and how long they are. Defaults to
 *     `{ dateStyle: "medium", timeStyle: "short" }`, which gives something like "Dec 24, 2024, 10:30 AM".
 * @returns The formatted text.
 *
 * @example
 * ```js
 * const LocalizationUtils = brackets.getModule("utils/LocalizationUtils");
 *
 * LocalizationUtils.getFormattedDateTime(new Date(), "en", { dateStyle: "long" });
 * ```
 */
export function getFormattedDateTime(
  date?: Date,
  lang?: string,
  dateTimeFormat?: {dateStyle?: DateTimeStyle; timeStyle?: DateTimeStyle},
): string;

/**
 * Describes how far a moment is from now in words, for example "2 days ago" or "in 3 hours".
 *
 * @param date The moment to describe. Defaults to now.
 * @param lang Language code. Defaults to the editor's language, or English.
 * @param fromDate Measure from this moment instead of now.
 * @returns The relative description.
 *
 * @example
 * ```js
 * const LocalizationUtils = brackets.getModule("utils/LocalizationUtils");
 * const oneWeekAgo = new Date(Date.now() - 7 * 24 * 3600 * 1000);
 * LocalizationUtils.dateTimeFromNow(oneWeekAgo); // a phrase such as "7 days ago"
 * ```
 */
export function dateTimeFromNow(date?: Date, lang?: string, fromDate?: Date): string;

/**
 * Describes a moment the way people usually talk about it: relative wording ("2 days ago",
 * "in 3 hours") for the last 30 days and for the future, a short date ("Jan 5") for older dates in
 * the current year, and a date with the year ("Jan 5, 2023") for earlier years.
 *
 * Good for lists such as recent files or commit history.
 *
 * @param date The moment to describe.
 * @param lang Language code. Defaults to the editor's language, or English.
 * @param fromDate Treat this moment as "now".
 * @returns The friendly description.
 *
 * @example
 * ```js
 * const LocalizationUtils = brackets.getModule("utils/LocalizationUtils");
 * const lastSaved = new Date(Date.now() - 3 * 60 * 1000);
 * const label = LocalizationUtils.dateTimeFromNowFriendly(lastSaved); // e.g. "3 minutes ago"
 * ```
 */
export function dateTimeFromNowFriendly(date: Date, lang?: string, fromDate?: Date): string;
