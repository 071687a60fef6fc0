/**
 * Known, accepted differences between `typings/` and the 5.2 run-time facts
 * (`src/data/facts/5.2.modules.json`), read by `typings-facts.test.ts`. Keep it short: each entry
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

export const allowedDifferences: AllowedDifference[] = [];
