// The live-codeblock plugin's playground, with Prism's grammars registered first.
import './highlighting';
import type {ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import Playground from '@theme/LiveCodeBlock';
import {registerCodeBlock} from './registry';

const LiveCodeBlock = Playground as (props: Props) => ReactNode;
registerCodeBlock('live', LiveCodeBlock);
export default LiveCodeBlock;
