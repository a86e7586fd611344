import type { SbpBank } from '@softkino/contract/payment';
import { escapeHtml } from './html';

/**
 * Banks of the sandbox SBP panel: real members of the Faster Payments System with their NSPK
 * member ids (the `bank<id>` URL scheme their apps register) and Android packages. Logos are
 * drawn here (a rounded square in the bank's colour with its initials), not copied.
 */
export interface SandboxBank {
  slug: string;
  name: string;
  /** NSPK member id: the apps open `bank<id>://qr.nspk.ru/<QR id>`. */
  memberId: string;
  androidPackage: string;
  background: string;
  foreground: string;
  initials: string;
}

export const SANDBOX_SBP_BANKS: readonly SandboxBank[] = [
  {
    slug: 'sber',
    name: 'Сбербанк',
    memberId: '100000000111',
    androidPackage: 'ru.sberbankmobile',
    background: '#21a038',
    foreground: '#ffffff',
    initials: 'СБ',
  },
  {
    slug: 'tbank',
    name: 'Т-Банк',
    memberId: '100000000004',
    androidPackage: 'com.idamob.tinkoff.android',
    background: '#ffdd2d',
    foreground: '#333333',
    initials: 'Т',
  },
  {
    slug: 'vtb',
    name: 'ВТБ',
    memberId: '110000000005',
    androidPackage: 'ru.vtb24.mobilebanking.android',
    background: '#0a2896',
    foreground: '#ffffff',
    initials: 'ВТБ',
  },
  {
    slug: 'alfa',
    name: 'Альфа-Банк',
    memberId: '100000000008',
    androidPackage: 'ru.alfabank.mobile.android',
    background: '#ef3124',
    foreground: '#ffffff',
    initials: 'А',
  },
  {
    slug: 'gazprombank',
    name: 'Газпромбанк',
    memberId: '100000000001',
    androidPackage: 'ru.gazprombank.android.mobilebank.app',
    background: '#00468c',
    foreground: '#ffffff',
    initials: 'ГПБ',
  },
  {
    slug: 'raiffeisen',
    name: 'Райффайзенбанк',
    memberId: '100000000007',
    androidPackage: 'ru.raiffeisennews',
    background: '#fff200',
    foreground: '#222222',
    initials: 'Р',
  },
  {
    slug: 'sovcombank',
    name: 'Совкомбанк',
    memberId: '100000000013',
    androidPackage: 'ru.sovcomcard.halva.v1',
    background: '#1b3f8b',
    foreground: '#ff4b2b',
    initials: 'СКБ',
  },
  {
    slug: 'rosbank',
    name: 'Росбанк',
    memberId: '100000000012',
    androidPackage: 'ru.rosbank.android',
    background: '#e4002b',
    foreground: '#ffffff',
    initials: 'РБ',
  },
  {
    slug: 'psb',
    name: 'ПСБ',
    memberId: '100000000010',
    androidPackage: 'logo.com.mbanking',
    background: '#f26722',
    foreground: '#ffffff',
    initials: 'ПСБ',
  },
  {
    slug: 'pochtabank',
    name: 'Почта Банк',
    memberId: '100000000016',
    androidPackage: 'ru.pochtabank.pochtaapp',
    background: '#0f2d69',
    foreground: '#ffffff',
    initials: 'ПБ',
  },
];

export function sbpLogoUrl(slug: string): string {
  return `/sandbox/sbp/banks/${slug}.svg`;
}

/** The panel's list: name, logo, and the deep links of NSPK's shape for the QR's id. */
export function sbpBankList(qrId: string): SbpBank[] {
  return SANDBOX_SBP_BANKS.map((b) => ({
    bank_name: b.name,
    logo_url: sbpLogoUrl(b.slug),
    iosUrl: `bank${b.memberId}://qr.nspk.ru/${qrId}`,
    androidUrl: `intent://qr.nspk.ru/${qrId}#Intent;scheme=bank${b.memberId};package=${b.androidPackage};end`,
  }));
}

/** A 96×96 logo: the bank's colour, rounded, its initials centred (smaller for three letters). */
export function sbpLogoSvg(bank: SandboxBank): string {
  const size = bank.initials.length >= 3 ? 30 : bank.initials.length === 2 ? 38 : 52;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeHtml(bank.name)}">
<rect width="96" height="96" rx="22" fill="${bank.background}"/>
<text x="48" y="50" text-anchor="middle" dominant-baseline="central" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="${size}" fill="${bank.foreground}">${escapeHtml(bank.initials)}</text>
</svg>`;
}
