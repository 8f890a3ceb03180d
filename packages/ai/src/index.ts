export * from './actions.ts';
export * from './agents.ts';
export * from './budget.ts';
export * from './greedy.ts';
export * from './parallel.ts';
export * from './repeats.ts';
export * from './search.ts';
export * from './threaded.ts';
