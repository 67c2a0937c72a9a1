// A server with the assessment routes and workers in its own process, for tests that stop it abruptly.
import { loadConfig } from '../../../config/index.js';
import { createServer } from '../../../http/app.js';
import { assessmentsPlugin } from '../../assessments/plugin.js';

const server = await createServer(loadConfig(), { plugins: [assessmentsPlugin] });
await server.listen();
process.stdout.write('ready\n');
process.on('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
