import React, {type ReactNode} from 'react';
import {Diagram, Dot, Label} from '@site/src/components/Diagram';

const milestones: {year: string; events: string[]}[] = [
  {year: '2014', events: ['Brackets 1.0 ships at Adobe (4 November)']},
  {year: '2021', events: ['Adobe hands Brackets to the community', 'Brackets 2.0, the first community release (November)']},
  {year: '2022', events: ['Phoenix Code runs in the web browser']},
  {year: '2024', events: ['Desktop apps for Windows, macOS and Linux (February)', 'Monthly 3.x releases close the gap with Brackets']},
  {year: '2025', events: ['Phoenix Code 4.0 (January)']},
];
const lineX = 84;
const lineHeight = 22;
const rowGap = 30;

/** Brackets to Phoenix Code, one year per row, drawn down the page so it reads well on a phone. */
export default function BracketsTimeline(): ReactNode {
  const rows: {year: string; events: string[]; y: number}[] = [];
  let y = 34;
  for (const milestone of milestones) {
    rows.push({...milestone, y});
    y += milestone.events.length * lineHeight + rowGap;
  }
  const height = y - rowGap + 16;
  return (
    <Diagram
      width={490}
      height={height}
      title="From Brackets to Phoenix Code"
      description={milestones.map((m) => `${m.year}: ${m.events.join('; ')}.`).join(' ')}
      caption="From Brackets to Phoenix Code">
      <line x1={lineX} y1={rows[0].y} x2={lineX} y2={rows[rows.length - 1].y} stroke="currentColor" strokeOpacity={0.35} strokeWidth={3} />
      {rows.map((row) => (
        <g key={row.year}>
          <Label x={lineX - 22} y={row.y + 6} anchor="end" strong>
            {row.year}
          </Label>
          <Dot x={lineX} y={row.y} />
          {row.events.map((event, index) => (
            <Label key={event} x={lineX + 24} y={row.y + 5 + index * lineHeight}>
              {event}
            </Label>
          ))}
        </g>
      ))}
    </Diagram>
  );
}
