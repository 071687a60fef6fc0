/**
 * Known, accepted differences between `typings/` and the 5.2 run-time facts
 * (`src/data/facts/<current version>.modules.json`), read by `typings-facts.test.ts`. Keep it short: each entry
 * is a place where the declarations knowingly say something the facts do not, and `reason` says
 * why that is right for extension authors.
 */
export type Difference = {
  /** Module path, as passed to `brackets.getModule()`. */
  module: string;
  /** `name` for an export, `Class#method` for a prototype member, `Class.name` for a static; `#name` / `.name` when the module is the class. */
  member?: string;
  /** The difference exactly as the test reports it, e.g. `missing export` or `extra method`. */
  problem: string;
};

export type AllowedDifference = Difference & {reason: string};

export const allowedDifferences: AllowedDifference[] = [
  {
    module: 'language/HTMLSimpleDOM',
    problem: 'module not in facts',
    reason:
      'src/language/HTMLSimpleDOM.js exists at v5.2.4 and is marked for the API docs, but nothing requires it at startup ' +
      '(Live Preview uses its own copy under LiveDevelopment/), so the facts, which list loaded modules, do not have it. ' +
      'The typings say so and show the callback form of getModule, which loads it.',
  },
  {
    module: 'view/VideoPlayer',
    problem: 'module not in facts',
    reason:
      'src/view/VideoPlayer.js (createPlayer, renderFullScreenPlayer) exists since v5.1.24 and is marked for the API docs, ' +
      'but no module requires it at startup, so the facts do not list it. Typed from the v5.2.4 source; the typings ' +
      'tell authors to load it with the callback form of getModule.',
  },
  {
    module: 'utils/StringMatch',
    member: 'SearchResult',
    problem: 'kind class, fact function',
    reason:
      'SearchResult is a constructor (`function SearchResult(label) { this.label = label; }`) with no prototype methods, ' +
      'so the fact gatherer classes it as a plain function. Callers use `new SearchResult(label)`, which only ' +
      'type-checks if it is declared as a class.',
  },
  {
    module: 'search/QuickOpen',
    member: 'SearchResult',
    problem: 'kind class, fact function',
    reason: 'The same StringMatch.SearchResult constructor, re-exported by QuickOpen; see the utils/StringMatch entry.',
  },
];
