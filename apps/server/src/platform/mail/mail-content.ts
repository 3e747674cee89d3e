import { accountMailCopy, type MailCopy } from '@sehat/core/auth/mail-messages';
import { labels } from '@sehat/core/messages';

/** A mail as it is sent: both parts, and extra headers (List-Unsubscribe). */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const paragraph = (text: string) =>
  `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;

/**
 * The one layout of every mail: the site's name, the copy, a button with the link (written out
 * again for readers without HTML), a signature and an optional footer line with its own link.
 */
export function composeMail(
  copy: MailCopy,
  link: string,
  footer?: { text: string; link: string },
): MailContent {
  const text = [
    accountMailCopy.greeting,
    ...copy.lines,
    `${copy.action}:\n${link}`,
    ...copy.after,
    accountMailCopy.signature,
    ...(footer ? [`--\n${footer.text}\n${footer.link}`] : []),
  ].join('\n\n');
  const html = `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><title>${escapeHtml(copy.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f9f8;font-family:Arial,Helvetica,sans-serif;color:#12302c">
<div style="max-width:560px;margin:0 auto;padding:32px;background:#ffffff;border-radius:16px">
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#0f766e">${escapeHtml(labels.brand)}</p>
${[accountMailCopy.greeting, ...copy.lines].map(paragraph).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 24px;border-radius:999px;background:#0f766e;color:#ffffff;font-weight:700;text-decoration:none">${escapeHtml(copy.action)}</a></p>
${paragraph(accountMailCopy.linkFallback)}
<p style="margin:0 0 16px;word-break:break-all;font-size:14px"><a href="${escapeHtml(link)}" style="color:#0f766e">${escapeHtml(link)}</a></p>
${[...copy.after, accountMailCopy.signature].map(paragraph).join('\n')}
${footer ? `<hr style="border:0;border-top:1px solid #d5e6e3;margin:24px 0"><p style="margin:0;font-size:13px;color:#4b6360">${escapeHtml(footer.text)} <a href="${escapeHtml(footer.link)}" style="color:#0f766e">${escapeHtml(footer.link)}</a></p>` : ''}
</div></body></html>`;
  return { subject: copy.subject, text, html };
}
