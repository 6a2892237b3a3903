// `npm start`: installs, builds what is not built, starts the whole shop on port 8080 with demo data.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildStale, demoAccounts, pnpmRun, root } from './workspace.mjs';

const port = process.env.PORT || '8080';

if ((await pnpmRun(['install', '--frozen-lockfile', '--reporter=silent'])) !== 0) process.exit(1);
if (!(await buildStale())) {
  console.error('Сборка не удалась.');
  process.exit(1);
}

const server = spawn(process.execPath, [join(root, 'api/dist/server.js')], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit'],
  env: { NODE_ENV: 'production', DEMO: '1', SERVE_STATIC: '1', PORT: port, ...process.env },
});

console.log(`\nМагазин: http://localhost:${port}`);
console.log(`Документация API: http://localhost:${port}/api/doc`);
console.log('Демо-учётные записи:');
for (const [email, password, role] of demoAccounts) console.log(`  ${email} / ${password} — ${role}`);
console.log('Остановить: Ctrl+C\n');

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('close', (code) => process.exit(code ?? 0));
