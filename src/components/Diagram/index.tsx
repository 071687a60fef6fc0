/**
 * Small building blocks for the site's diagrams: inline SVG drawn with the theme's colours, so a
 * diagram follows light and dark mode, its text is real text, and it costs no script or request.
 */
import React, {createContext, useContext, useId, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

const MarkerContext = createContext('');

export function Diagram({
  title,
  description,
  width,
  height,
  caption,
  children,
}: {
  /** Short name read out by screen readers. */
  title: string;
  /** The diagram's content in words, for readers who cannot see it. */
  description: string;
  width: number;
  height: number;
  caption?: ReactNode;
  children: ReactNode;
}): ReactNode {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const markerId = `${id}-arrow`;
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.diagram}
        viewBox={`0 0 ${width} ${height}`}
        style={{maxWidth: width}}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}>
        <title id={titleId}>{title}</title>
        <desc id={descriptionId}>{description}</desc>
        <defs>
          <marker id={markerId} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse">
            <path d="M 0 0 L 10 5 L 0 10 z" className={styles.arrowHead} />
          </marker>
        </defs>
        <MarkerContext.Provider value={markerId}>{children}</MarkerContext.Provider>
      </svg>
      {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
    </figure>
  );
}

/** A rounded box with a bold first line and optional smaller lines below it, centred. */
export function Box({
  x,
  y,
  width,
  height,
  title,
  lines = [],
  emphasis = false,
  code = false,
}: {
  x: number;
  y: number;
  width: number;
  height: number;
  title: string;
  lines?: string[];
  emphasis?: boolean;
  /** Set the title in the code font (file names, function names). */
  code?: boolean;
}): ReactNode {
  const lineHeight = 20;
  const blockHeight = 22 + lines.length * lineHeight;
  const top = y + (height - blockHeight) / 2 + 16;
  return (
    <g>
      <rect x={x} y={y} width={width} height={height} rx={8} className={clsx(styles.box, emphasis && styles.boxEmphasis)} />
      <text x={x + width / 2} y={top} textAnchor="middle" className={clsx(styles.boxTitle, code && styles.code)}>
        {title}
      </text>
      {lines.map((line, index) => (
        <text key={line} x={x + width / 2} y={top + 22 + index * lineHeight} textAnchor="middle" className={styles.boxLine}>
          {line}
        </text>
      ))}
    </g>
  );
}

/** A line through the given points, with an arrow head at the end; dashed for optional paths. */
export function Arrow({points, dashed = false}: {points: [number, number][]; dashed?: boolean}): ReactNode {
  const markerId = useContext(MarkerContext);
  return (
    <polyline
      points={points.map(([px, py]) => `${px},${py}`).join(' ')}
      className={clsx(styles.edge, dashed && styles.edgeDashed)}
      markerEnd={`url(#${markerId})`}
    />
  );
}

/** A label on an edge, on a patch of page background so the line does not run through it. */
export function EdgeLabel({x, y, lines, code = false}: {x: number; y: number; lines: string[]; code?: boolean}): ReactNode {
  const lineHeight = 18;
  const widest = Math.max(...lines.map((line) => line.length));
  const width = widest * (code ? 8.6 : 7.6) + 12;
  const height = lines.length * lineHeight + 6;
  return (
    <g>
      <rect x={x - width / 2} y={y - height / 2} width={width} height={height} className={styles.labelBackground} />
      {lines.map((line, index) => (
        <text
          key={line}
          x={x}
          y={y - height / 2 + 16 + index * lineHeight}
          textAnchor="middle"
          className={clsx(styles.label, code && index === 0 && styles.code)}>
          {line}
        </text>
      ))}
    </g>
  );
}

/** Plain text placed in the diagram. */
export function Label({
  x,
  y,
  children,
  anchor = 'start',
  strong = false,
}: {
  x: number;
  y: number;
  children: string;
  anchor?: 'start' | 'middle' | 'end';
  strong?: boolean;
}): ReactNode {
  return (
    <text x={x} y={y} textAnchor={anchor} className={strong ? styles.boxTitle : styles.boxLine}>
      {children}
    </text>
  );
}

/** A filled circle, for points on a timeline. */
export function Dot({x, y}: {x: number; y: number}): ReactNode {
  return <circle cx={x} cy={y} r={7} className={styles.dot} />;
}
