// The live-codeblock plugin's playground, with Prism's grammars registered first. Loaded on demand.
import './highlighting';

export {default} from '@theme/LiveCodeBlock';
