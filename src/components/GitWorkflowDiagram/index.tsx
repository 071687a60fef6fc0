import React, {type ReactNode} from 'react';
import {Arrow, Box, Diagram, EdgeLabel} from '@site/src/components/Diagram';

const steps: {title: string; detail: string}[] = [
  {title: 'Edit', detail: 'your files'},
  {title: 'Stage', detail: 'the changes'},
  {title: 'Commit', detail: 'with a message'},
  {title: 'Push', detail: 'to the remote'},
];
const boxWidth = 124;
const gap = 30;
const left = (index: number) => 10 + index * (boxWidth + gap);

/** The everyday Git loop in Phoenix Code 4.0: edit, stage, commit, push, and pull others' work. */
export default function GitWorkflowDiagram(): ReactNode {
  return (
    <Diagram
      width={600}
      height={180}
      title="The Git workflow in Phoenix Code"
      description="Four steps in a row: edit your files, stage the changes, commit them with a message, and push to the remote. A dashed line returns from push to edit: pull changes from others and keep editing.">
      {steps.map((step, index) => (
        <Box
          key={step.title}
          x={left(index)}
          y={16}
          width={boxWidth}
          height={70}
          title={step.title}
          lines={[step.detail]}
          emphasis={index === 2}
        />
      ))}
      {steps.slice(1).map((step, index) => (
        <Arrow
          key={step.title}
          points={[
            [left(index) + boxWidth, 51],
            [left(index + 1) - 2, 51],
          ]}
        />
      ))}
      <Arrow
        dashed
        points={[
          [left(3) + boxWidth / 2, 86],
          [left(3) + boxWidth / 2, 140],
          [left(0) + boxWidth / 2, 140],
          [left(0) + boxWidth / 2, 88],
        ]}
      />
      <EdgeLabel x={300} y={140} lines={['pull changes from others']} />
    </Diagram>
  );
}
