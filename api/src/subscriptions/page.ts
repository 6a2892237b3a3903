import { escapeHtml } from '../http/html.js';

/** The small page of an unsubscribe link (it works without a login, outside the app). */
export function unsubscribePage(options: { title: string; text: string; form?: { action: string } }): string {
  const form = options.form
    ? `<form method="post" action="${escapeHtml(options.form.action)}"><button type="submit">Отписаться</button></form>`
    : '<p><a href="/">Перейти в магазин</a></p>';
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
<style>
  body { font-family: Arial, 'Helvetica Neue', sans-serif; margin: 0; padding: 48px 16px; color: #1f2329; background: #f5f6f8; }
  main { max-width: 480px; margin: 0 auto; padding: 24px; background: #fff; border-radius: 8px; }
  h1 { font-size: 20px; margin: 0 0 12px; }
  button { font-size: 16px; padding: 8px 20px; border: 0; border-radius: 6px; background: #1f6feb; color: #fff; cursor: pointer; }
</style>
</head>
<body><main>
<h1>${escapeHtml(options.title)}</h1>
<p>${escapeHtml(options.text)}</p>
${form}
</main></body>
</html>`;
}
