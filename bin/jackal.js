#!/usr/bin/env node
// The `jackal` command. The CLI is TypeScript compiled to dist/ (npm ci runs `prepare`,
// which builds it; or run `npm run build`).
import { main } from '../dist/src/cli/main.js';

await main(process.argv.slice(2));
