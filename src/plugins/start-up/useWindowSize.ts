import {startTransition, useEffect, useState} from 'react';

// Same export and behaviour as @docusaurus/theme-common/lib/hooks/useWindowSize, which this module
// replaces (see ./index.ts): "ssr" until hydration, then "desktop" or "mobile" as the window
// crosses the breakpoint. Only the update is a transition.

export type WindowSize = 'desktop' | 'mobile' | 'ssr';

// Infima's breakpoint; the stylesheet switches layouts at the same width.
const desktopBreakpointDefault = 996;

export function useWindowSize({desktopBreakpoint = desktopBreakpointDefault}: {desktopBreakpoint?: number} = {}): WindowSize {
  // The first render must match the server's, whatever the window.
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () => {
      const size: WindowSize = window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile';
      startTransition(() => setWindowSize(size));
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return windowSize;
}
