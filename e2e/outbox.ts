import type { Page } from 'playwright-core';

/** '79991234567' → '+7 (999) 123-45-67', as the sandbox outbox names the recipient. */
export function shown(phone: string): string {
  return `+7 (${phone.slice(1, 4)}) ${phone.slice(4, 7)}-${phone.slice(7, 9)}-${phone.slice(9)}`;
}

/**
 * The newest code sent to `phone` (11 digits), from the outbox page (newest first): an SMS's
 * subject is 'SMS: код 1234'; a flash call's names the calling number, whose last 4 digits are
 * the code. Other messages to the phone (session reminders) are passed over.
 */
export async function codeFromOutbox(page: Page, phone: string): Promise<string> {
  const html = await (await page.request.get('/sandbox/outbox')).text();
  // The phone's newest code: a session reminder (decision 453) may have come in since.
  const subjects = html
    .split('<article')
    .filter((part) => part.includes(`→ ${shown(phone)}<`))
    .map((part) => /<h2[^>]*>([^<]*)<\/h2>/.exec(part)?.[1] ?? '');
  const subject = subjects.find((s) => /^(SMS: код|Звонок с номера)/.test(s)) ?? subjects[0] ?? '';
  const sms = /SMS: код (\d{4,8})/.exec(subject);
  if (sms?.[1]) return sms[1];
  const call = /Звонок с номера ([+\d ()-]+)/.exec(subject);
  const digits = (call?.[1] ?? '').replace(/\D/g, '');
  if (digits.length < 4) throw new Error(`no code for ${phone} in the outbox: '${subject}'`);
  return digits.slice(-4);
}

/** A phone nobody has used in this run: 79 and nine random digits, never a demo one. */
export function randomPhone(): string {
  const rest = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  const phone = `79${rest}`;
  return phone.startsWith('7900000000') ? randomPhone() : phone;
}
