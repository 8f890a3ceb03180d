// Worker entry: register the TypeScript loader in this thread, then run the search worker.
import { register } from 'tsx/esm/api';

register();
await import('./parallel-worker.ts');
