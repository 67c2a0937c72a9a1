// A server with the product's routes and workers in its own process, for tests that stop it abruptly and for
// benchmarks and tests that run several servers.
import { loadConfig } from '../../config/index.js';
import { createServer } from '../../http/app.js';
import { productPlugins } from '../index.js';

const server = await createServer(loadConfig(), { plugins: productPlugins });
await server.listen();
process.stdout.write('ready\n');
process.on('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
