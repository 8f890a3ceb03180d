#!/usr/bin/env node
// Runs the TypeScript sources directly through tsx (the packages are never built).
import { register } from 'tsx/esm/api';

register();
const { main, quietOnClosedPipe } = await import('../src/main.ts');
quietOnClosedPipe();
process.exitCode = await main(process.argv.slice(2));
