// Worker entry: register the TypeScript loader in this thread, then run the search thread.
import { register } from 'tsx/esm/api';

register();
await import('./search-worker.ts');
