// Stands in for the classic theme's start-up Prism module (see ./index.ts): nothing to do here.
export {};
