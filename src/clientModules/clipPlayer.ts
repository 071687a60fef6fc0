/**
 * Plays the clips of a page (figures written by src/plugins/editor-media):
 * - a clip plays when it comes within 300 px of the viewport and pauses when it leaves, unless the
 *   reader asks for reduced motion: then it waits for the play button or the video's controls;
 * - only the video of the colour mode on screen ever plays, so the other is never downloaded; a
 *   video element is made from its block's template only when its clip is near with that mode on
 *   screen, so a page of clips starts with none;
 * - the "Play clip"/"Pause clip" button, and the native controls, are keyboard-operable, and a
 *   pause by the reader sticks until they play again;
 * - the poster picture the page already loaded becomes the video's poster.
 *
 * A page pays for its clips only as the reader reaches them: attaching is one IntersectionObserver
 * over the figures, and a clip's video, listeners, button and poster are set up the first time it
 * comes near. `attachClips` returns the function that disconnects all of it (./clips.ts calls it when
 * the route changes). `<html data-clips-observed>` says the observer has judged every clip once.
 */
type Driven = 'play' | 'pause' | null;
type ClipState = {near: boolean; userPaused: boolean; userPlayed: boolean; update: () => void};

const NEAR_MARGIN = '300px 0px';
const VIDEO = 'video.editor-clip__video';

/** The colour mode's block on screen (CSS hides the other one). */
function shownBlock(figure: Element): Element | undefined {
  return Array.from(figure.querySelectorAll('.editor-clip__media')).find((block) => block.getClientRects().length > 0);
}

/** The first time a clip comes near: its button, its state, and the video of each mode the reader sees. */
function setUpClip(figure: HTMLElement, reduce: MediaQueryList): ClipState {
  const driven = new WeakMap<HTMLVideoElement, Driven>();
  /** Videos made and not yet played by the player. */
  const unplayed = new WeakSet<HTMLVideoElement>();
  const button = figure.querySelector<HTMLButtonElement>('.editor-clip__toggle');

  /** A new video from the block's template (src/plugins/editor-media), over its poster, with its listeners. */
  function makeVideo(block: Element): HTMLVideoElement | undefined {
    const template = block.querySelector<HTMLTemplateElement>('template.editor-clip__video-markup');
    if (!template) return undefined;
    block.appendChild(figure.ownerDocument.importNode(template.content, true));
    const video = block.querySelector<HTMLVideoElement>(VIDEO);
    if (!video) return undefined;
    unplayed.add(video);
    // The clips have no sound; the attribute says so, and the property is what autoplay rules read.
    video.muted = true;
    video.defaultMuted = true;
    // Chrome paints its controls' shade over an empty video, hiding the poster picture under it;
    // the picture's own file (AVIF or WebP, already downloaded, and only for the colour mode on
    // screen, as the other picture is lazy and hidden) becomes the video's poster.
    const img = block.querySelector<HTMLImageElement>('.editor-clip__poster img');
    const applyPoster = () => {
      if (img?.currentSrc && !video.poster) video.poster = img.currentSrc;
    };
    if (img?.complete) applyPoster();
    else img?.addEventListener('load', applyPoster, {once: true});
    // A play or pause the script did not ask for came from the reader, through the controls.
    video.addEventListener('play', () => {
      if (driven.get(video) === 'play') driven.set(video, null);
      else Object.assign(state, {userPlayed: true, userPaused: false});
      if (button) button.textContent = 'Pause clip';
    });
    video.addEventListener('pause', () => {
      if (driven.get(video) === 'pause') driven.set(video, null);
      else Object.assign(state, {userPaused: true, userPlayed: false});
      if (button) button.textContent = 'Play clip';
    });
    return video;
  }

  /** The video of the mode on screen, made the first time that mode is on screen while the clip is near. */
  function shownVideo(): HTMLVideoElement | undefined {
    const block = shownBlock(figure);
    if (!block) return undefined;
    return block.querySelector<HTMLVideoElement>(VIDEO) ?? makeVideo(block);
  }

  const state: ClipState = {
    near: false,
    userPaused: false,
    userPlayed: false,
    update() {
      // Away from the viewport every video pauses, and none is made.
      const shown = state.near ? shownVideo() : undefined;
      for (const video of Array.from(figure.querySelectorAll<HTMLVideoElement>(VIDEO))) {
        if (video !== shown && !video.paused) {
          driven.set(video, 'pause');
          video.pause();
        }
      }
      const play = Boolean(shown) && state.near && !state.userPaused && (state.userPlayed || !reduce.matches);
      if (shown && play && shown.paused) {
        // A video's first play() in the task that inserted it left WebKit loading for good; a
        // load() first (source selection, as a parsed video runs it) and it plays in every engine.
        if (unplayed.delete(shown)) shown.load();
        driven.set(shown, 'play');
        shown.play().catch(() => driven.set(shown, null));
      } else if (shown && !play && !shown.paused) {
        driven.set(shown, 'pause');
        shown.pause();
      }
      if (button) button.textContent = play ? 'Pause clip' : 'Play clip';
    },
  };
  if (button) {
    button.hidden = false;
    button.addEventListener('click', () => {
      const shown = shownVideo();
      const playing = shown ? !shown.paused : false;
      Object.assign(state, playing ? {userPaused: true, userPlayed: false} : {userPaused: false, userPlayed: true, near: true});
      state.update();
    });
  }
  return state;
}

export function attachClips(doc: Document): () => void {
  const win = doc.defaultView;
  const figures = Array.from(doc.querySelectorAll<HTMLElement>('figure.editor-clip'));
  if (!win || figures.length === 0) return () => {};
  const reduce = win.matchMedia('(prefers-reduced-motion: reduce)');
  const states = new Map<Element, ClipState>();

  const observer = new win.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        let state = states.get(entry.target);
        if (!state) {
          // A clip that has never been near needs nothing yet.
          if (!entry.isIntersecting) continue;
          state = setUpClip(entry.target as HTMLElement, reduce);
          states.set(entry.target, state);
        }
        state.near = entry.isIntersecting;
        state.update();
      }
      // The first call reports every figure: from here on, a clip without a video was judged far.
      doc.documentElement.dataset.clipsObserved = '';
    },
    {rootMargin: NEAR_MARGIN},
  );
  figures.forEach((figure) => observer.observe(figure));
  const updateAll = () => states.forEach((state) => state.update());
  reduce.addEventListener('change', updateAll);
  // The colour mode switch swaps which video is shown.
  const themeObserver = new win.MutationObserver(updateAll);
  themeObserver.observe(doc.documentElement, {attributes: true, attributeFilter: ['data-theme']});

  return () => {
    observer.disconnect();
    themeObserver.disconnect();
    reduce.removeEventListener('change', updateAll);
    states.clear();
    delete doc.documentElement.dataset.clipsObserved;
  };
}
