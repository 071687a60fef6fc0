/**
 * A figure whose inside React never hydrates: the build wrote its markup (src/plugins/static-figures).
 * The pictures and clips of the editor are a few hundred elements on some pages; as JSX, React
 * built and hydrated every one of them at start-up for nothing, since CSS picks the colour mode's
 * block and the clip player works on the DOM. The markup is a constant, so a re-render never touches it.
 */
import React, {type ReactNode} from 'react';

export interface StaticFigureProps {
  className: string;
  /** The figure's inside, as HTML. */
  html: string;
  /** The figure's `data-*` attributes (`data-clip`, `data-shot`). */
  [data: `data-${string}`]: string;
}

export default function StaticFigure({className, html, ...data}: StaticFigureProps): ReactNode {
  return <figure className={className} {...data} dangerouslySetInnerHTML={{__html: html}} />;
}
