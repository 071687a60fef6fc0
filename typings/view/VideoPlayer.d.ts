/**
 * A small helper for showing videos in the editor's style: an inline player you place in your own
 * UI, and a full-window player that grows out of an element (a thumbnail, say) and shrinks back
 * into it when closed.
 *
 * Nothing in the editor loads this module at startup in 5.2, so the one-argument
 * `brackets.getModule("view/VideoPlayer")` may fail; load it with the form that takes an array and
 * a callback, which fetches the file first.
 *
 * @example
 * ```js
 * brackets.getModule(["view/VideoPlayer"], function (VideoPlayer) {
 *     const $thumb = $("#my-panel .intro-thumbnail");
 *     $thumb.on("click", () => {
 *         VideoPlayer.renderFullScreenPlayer($thumb, { src: "https://example.com/intro.mp4" });
 *     });
 * });
 * ```
 * @since 5.1
 * @module view/VideoPlayer
 */

/** How a player is set up. Only `src` is required. */
export interface VideoPlayerOptions {
  /** Address of the video. */
  src: string;
  /** Address of an image shown before the video plays. */
  poster?: string;
  /** Show the browser's playback controls. `true` by default. */
  controls?: boolean;
  /** Start without sound. `true` by default. */
  muted?: boolean;
  /**
   * Start playing as soon as the player is in the page. Browsers only allow this for muted
   * videos. `false` by default for {@link createPlayer}, `true` for {@link renderFullScreenPlayer}.
   */
  autoplay?: boolean;
  /** Start again at the end. `false` by default. */
  loop?: boolean;
  /**
   * How much to download before playing: `"none"`, `"metadata"` (the default for
   * {@link createPlayer}) or `"auto"` (the default for {@link renderFullScreenPlayer}, so the
   * video loads while the player opens).
   */
  preload?: 'none' | 'metadata' | 'auto';
  /** Extra CSS class for the wrapper element. Used by {@link createPlayer} only. */
  className?: string;
}

/**
 * Builds a `<video>` element inside a wrapper `<div class="phx-video-player">`, set up from the
 * options. It is not added to the page: append it where you want it, and remove it when done.
 *
 * @param options - The video and how to play it.
 * @returns The wrapper, as a jQuery object.
 * @throws Error when `options.src` is missing.
 * @since 5.1
 * @example
 * ```js
 * brackets.getModule(["view/VideoPlayer"], function (VideoPlayer) {
 *     VideoPlayer.createPlayer({ src: "https://example.com/demo.webm", loop: true, autoplay: true })
 *         .appendTo("#my-panel .demo");
 * });
 * ```
 */
export function createPlayer(options: VideoPlayerOptions): JQuery<HTMLElement>;

/**
 * Opens a player over the whole window, on a dimmed background, with an animation that makes it
 * grow out of `srcElement`. Clicking the background, the close button or pressing Escape closes
 * it, shrinking it back into `srcElement`. It plays at once, muted, unless the options say
 * otherwise.
 *
 * @param srcElement - The element the player grows out of; it is only measured, not changed.
 * @param options - The video and how to play it.
 * @returns An object whose `close()` closes the player from code.
 * @throws Error when `options.src` is missing.
 * @since 5.1
 */
export function renderFullScreenPlayer(srcElement: HTMLElement | JQuery<HTMLElement> | null, options: VideoPlayerOptions): {close(): void};
