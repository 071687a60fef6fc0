import React, {type ReactNode} from 'react';
import {Arrow, Box, Diagram, EdgeLabel} from '@site/src/components/Diagram';

const columnCentres = [100, 300, 500];
const busY = 122;
const lowerRowY = 192;

/** How the parts of an extension connect: its metadata, its main module, and what that module loads. */
export default function ExtensionAnatomyDiagram(): ReactNode {
  return (
    <Diagram
      width={600}
      height={284}
      title="The parts of a Phoenix Code extension"
      description="package.json holds the metadata and points to main.js, an AMD module written with define. main.js reaches the editor's modules, such as CommandManager, Menus and Dialogs, through brackets.getModule; loads your own files, such as helpers, HTML and CSS, through require; and, on desktop only, talks to node/index.js, a Node.js process, through NodeConnector.">
      <Box x={20} y={20} width={180} height={70} title="package.json" lines={['the metadata']} code />
      <Box x={300} y={20} width={280} height={70} title="main.js" lines={['an AMD module: define(…)']} code emphasis />
      <Arrow
        points={[
          [200, 55],
          [298, 55],
        ]}
      />

      <Arrow
        points={[
          [440, 90],
          [440, busY],
          [columnCentres[0], busY],
          [columnCentres[0], lowerRowY - 2],
        ]}
      />
      <Arrow
        points={[
          [440, busY],
          [columnCentres[1], busY],
          [columnCentres[1], lowerRowY - 2],
        ]}
      />
      <Arrow
        dashed
        points={[
          [440, busY],
          [columnCentres[2], busY],
          [columnCentres[2], lowerRowY - 2],
        ]}
      />

      <EdgeLabel x={columnCentres[0]} y={158} lines={['brackets.getModule()']} code />
      <EdgeLabel x={columnCentres[1]} y={158} lines={['require()']} code />
      <EdgeLabel x={columnCentres[2]} y={158} lines={['NodeConnector', 'desktop only']} code />

      <Box x={10} y={lowerRowY} width={180} height={84} title="Editor modules" lines={['CommandManager,', 'Menus, Dialogs…']} />
      <Box x={210} y={lowerRowY} width={180} height={84} title="Your own files" lines={['helpers, HTML, CSS']} />
      <Box x={410} y={lowerRowY} width={180} height={84} title="node/index.js" lines={['a Node.js process']} code />
    </Diagram>
  );
}
