import { buildApp } from './app.js';
import { configProblems, configProblemsMessage, loadConfig } from './config.js';
import cluster from 'node:cluster';
import { printsBanner, processesProblem, runWorkers, turnToListen } from './http/processes.js';
import { shutDownGracefully } from './http/shutdown.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const problems = configProblems(config);
  if (problems.length > 0) {
    console.error(configProblemsMessage(problems));
    process.exit(1);
  }
  const problem = processesProblem(config.apiProcesses, config.databaseUrl);
  if (problem !== null) {
    console.error(problem);
    process.exit(1);
  }
  if (config.apiProcesses > 1 && cluster.isPrimary) {
    runWorkers(config.apiProcesses, (code) => process.exit(code));
    return;
  }
  const app = await buildApp(config);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info(`Получен ${signal}, сервер останавливается`);
    void shutDownGracefully(app, {
      drainMs: config.shutdownDrainMs,
      timeoutMs: config.shutdownTimeoutMs,
      exit: (code) => process.exit(code),
    });
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await turnToListen();
  await app.listen({ port: config.port, host: config.host });
  if (!printsBanner()) return;
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${config.dataDir})`;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const processes = config.apiProcesses > 1 ? ` (процессов API: ${config.apiProcesses})` : '';
  console.log(`Магазин запущен: http://${shownHost}:${config.port}/${processes}`);
  console.log(
    `  API: http://${shownHost}:${config.port}/api, документация: http://${shownHost}:${config.port}/api/doc`,
  );
  console.log(
    `  База данных: ${database}; демо-режим: ${config.demo ? 'включён' : 'выключен'}; статика: ${config.serveStatic ? 'да' : 'нет'}`,
  );
  const { s3, dir } = config.mediaStore;
  console.log(`  Хранилище медиа: ${s3 ? `s3://${s3.bucket}/${s3.prefix}` : dir}`);
  if (config.demo) {
    console.log(
      '  Демо-входы: retail@example.com / retail-demo-1, wholesale@example.com / wholesale-demo-1, admin@example.com / admin-demo-1',
    );
    console.log(
      `  Исходящие письма (для администратора): http://${shownHost}:${config.port}/api/dev/outbox?email=<адрес>`,
    );
  }
}

main().catch((error: unknown) => {
  console.error('Не удалось запустить сервер:', error);
  process.exit(1);
});
