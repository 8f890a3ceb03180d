// Thread entry: register the TypeScript loader in this thread, then run the thread itself.
import { register } from 'tsx/esm/api';

register();
await import('./pool-thread.ts');
