// The classic theme's CodeBlock, with Prism's grammars registered first. Loaded on demand.
import './highlighting';
import type {ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import CodeBlock from '@theme-init/CodeBlock';

export default CodeBlock as (props: Props) => ReactNode;
