// Worker entry: register the TypeScript loader in this thread, then run the worker itself.
import { register } from 'tsx/esm/api';

register();
await import('./simulate-worker.ts');
