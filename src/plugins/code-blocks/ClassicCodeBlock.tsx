// The classic theme's CodeBlock, with Prism's grammars registered first.
import './highlighting';
import type {ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import CodeBlock from '@theme-init/CodeBlock';
import {registerCodeBlock} from './registry';

const ClassicCodeBlock = CodeBlock as (props: Props) => ReactNode;
registerCodeBlock('classic', ClassicCodeBlock);
export default ClassicCodeBlock;
