import { escapeHtml } from '../sandbox/html';

/**
 * The frame of the chain's short e-mails (the wishlist's new sessions, the new films): the
 * brand bar, a heading and its lead, a body (already HTML), one button and the small print of
 * why the message came. Everything but `bodyHtml` is plain text and escaped here.
 */
export interface MailFrame {
  heading: string;
  lead: string;
  bodyHtml: string;
  button: { label: string; href: string };
  footer: string;
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif";

export function framedMailHtml(frame: MailFrame): string {
  const e = escapeHtml;
  return `<div style="margin:0;padding:24px 12px;background:#f2f3f6;${FONT};color:#14161c">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:16px;overflow:hidden">
<tr><td style="padding:18px 24px;background:#14161c;color:#ffffff;font-size:20px;font-weight:800">Софт<span style="color:#ff5a36">Кино</span></td></tr>
<tr><td style="padding:24px 24px 8px">
<h1 style="margin:0 0 6px;font-size:22px">${e(frame.heading)}</h1>
<p style="margin:0;color:#454a56;font-size:15px">${e(frame.lead)}</p>
</td></tr>
<tr><td style="padding:8px 24px">
${frame.bodyHtml}
</td></tr>
<tr><td style="padding:12px 24px 24px">
<a href="${e(frame.button.href)}" style="display:inline-block;padding:12px 22px;background:#ff5a36;color:#ffffff;border-radius:10px;font-weight:700;font-size:15px;text-decoration:none">${e(frame.button.label)}</a>
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e3e6ec;color:#6b7180;font-size:12px">${e(frame.footer)}</td></tr>
</table>
</div>`;
}
