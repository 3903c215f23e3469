// `npm start`: builds the web app if needed, then runs the server (migrations and the demo seed of an empty
// database happen at server start). Configuration: environment variables (see README).
import { register } from 'tsx/esm/api';
import { ensureWebBuild } from './lib/web-build.mjs';

ensureWebBuild();
register();
await import('../apps/server/src/server.ts');
