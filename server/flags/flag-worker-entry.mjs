// The flag thread's entry in plain JavaScript: a worker thread does not inherit the TypeScript
// loader of the thread that starts it, so it registers tsx itself before loading the worker.
import { register } from 'tsx/esm/api';

register();
await import('./flag-worker.ts');
