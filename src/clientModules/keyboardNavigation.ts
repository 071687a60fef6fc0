/**
 * Marks the page while the reader moves with the keyboard: Tab adds `navigation-with-keyboard` to
 * <html>, a mouse press removes it. Styles use the marker to show focus rings only to keyboard
 * readers. (Docusaurus 3.10 no longer sets this marker itself.)
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

export const KEYBOARD_NAVIGATION_CLASS = 'navigation-with-keyboard';

export function installKeyboardNavigationMarker(doc: Document): () => void {
  const root = doc.documentElement;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') root.classList.add(KEYBOARD_NAVIGATION_CLASS);
  };
  const onMouseDown = () => root.classList.remove(KEYBOARD_NAVIGATION_CLASS);
  doc.addEventListener('keydown', onKeyDown, true);
  doc.addEventListener('mousedown', onMouseDown, true);
  return () => {
    doc.removeEventListener('keydown', onKeyDown, true);
    doc.removeEventListener('mousedown', onMouseDown, true);
  };
}

if (ExecutionEnvironment.canUseDOM) installKeyboardNavigationMarker(document);
