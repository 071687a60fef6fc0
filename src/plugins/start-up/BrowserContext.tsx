import React, {startTransition, useEffect, useState, type ReactNode} from 'react';

// Same exports as @docusaurus/core/lib/client/browserContext, which this module replaces (see
// ./index.ts): `Context` is what `useIsBrowser` reads, the provider wraps the app.
export const Context = React.createContext(false);

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
