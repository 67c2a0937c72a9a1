import { ConfigError, loadConfig } from './config/index.js';
import { createServer } from './http/app.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './config/demo-accounts.js';
import { existingAccounts } from './demo/repository.js';
import { stopOnSignals } from './http/shutdown.js';
import { productHooks, productPlugins } from './product/index.js';

export { createServer } from './http/app.js';
export { loadConfig } from './config/index.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const server = await createServer(config, { plugins: productPlugins, hooks: productHooks });
  const address = await server.listen();
  const url = config.publicUrl;
  const lines = [
    '',
    // Fastify names one address; on 0.0.0.0 or :: the server answers on every interface, which is what to know.
    `Assess is running at ${url} (listening on ${['0.0.0.0', '::'].includes(config.host) ? `every interface, port ${config.port}` : address})`,
    `  database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`,
    `  auth: ${url}/auth/v1   anon key: ${server.anonKey}`,
  ];
  if (config.devFeatures) {
    lines.push(`  mail outbox: ${url}/dev/mail`);
    lines.push(
      config.devFeaturesRemote
        ? '  the mail outbox and demo accounts are open to every client (DEV_FEATURES_REMOTE=on)'
        : '  the mail outbox and demo accounts answer clients on this machine only (DEV_FEATURES_REMOTE=on opens them to others)',
    );
    const existing = await existingAccounts(server.db, DEMO_ACCOUNTS.map((account) => account.email));
    if (existing.length > 0) {
      lines.push(`  demo accounts (password ${DEMO_PASSWORD}):`);
      for (const account of DEMO_ACCOUNTS) {
        if (existing.includes(account.email)) lines.push(`    ${account.email.padEnd(20)} ${account.role}`);
      }
    }
  }
  console.log(lines.join('\n'));

  stopOnSignals(server, (message) => server.app.log.info(message));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
