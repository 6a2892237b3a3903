import type { Mail } from './mailer.js';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function passwordResetMail(to: string, link: string, validMinutes: number): Mail {
  const subject = 'Восстановление пароля';
  const text = [
    'Здравствуйте!',
    '',
    'Мы получили запрос на сброс пароля для вашей учётной записи в интернет-магазине автозапчастей.',
    `Чтобы задать новый пароль, перейдите по ссылке (она действует ${validMinutes} минут и только один раз):`,
    link,
    '',
    'Если вы не запрашивали сброс пароля, просто проигнорируйте это письмо: пароль останется прежним.',
  ].join('\n');
  const href = escapeHtml(link);
  const html = [
    '<p>Здравствуйте!</p>',
    '<p>Мы получили запрос на сброс пароля для вашей учётной записи в интернет-магазине автозапчастей.</p>',
    `<p>Чтобы задать новый пароль, перейдите по ссылке (она действует ${validMinutes} минут и только один раз):</p>`,
    `<p><a href="${href}">${href}</a></p>`,
    '<p>Если вы не запрашивали сброс пароля, просто проигнорируйте это письмо: пароль останется прежним.</p>',
  ].join('\n');
  return { to, subject, text, html };
}
