import {MINOR_UNITS} from '../plans/plans.ts';
import type {CheckoutOrder} from './adapter.ts';

const TEXT = {
  id: {
    title: 'Pembayaran uji coba',
    note: 'Ini halaman pembayaran uji coba Nada (sandbox). Tidak ada uang yang ditagih: paketnya aktif seperti setelah pembayaran sungguhan.',
    plan: 'Paket',
    period: {monthly: 'Bulanan', yearly: 'Tahunan'},
    amount: 'Jumlah',
    pay: 'Bayar',
    test: 'uji coba',
    cancel: 'Batalkan pembayaran',
  },
  en: {
    title: 'Test payment',
    note: 'This is Nada’s test checkout page (sandbox). No money is charged: the plan starts as it would after a real payment.',
    plan: 'Plan',
    period: {monthly: 'Monthly', yearly: 'Yearly'},
    amount: 'Amount',
    pay: 'Pay',
    test: 'test',
    cancel: 'Cancel payment',
  },
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The sandbox's checkout page for `order`, in `locale`: the plan, the amount, Pay and Cancel, marked
 * as a test payment in its title, its note and its Pay button.
 */
export function sandboxPage(order: CheckoutOrder, locale: 'id' | 'en'): string {
  const text = TEXT[locale];
  const digits = MINOR_UNITS[order.currency];
  const amount = new Intl.NumberFormat(locale === 'id' ? 'id-ID' : 'en-US', {
    style: 'currency',
    currency: order.currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(order.amount / 10 ** digits);
  const plan = escapeHtml(`Nada ${order.plan.name[locale]}`);
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${text.title}</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
  main { max-width: 26rem; padding: 2rem; border: 1px solid GrayText; border-radius: 12px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; }
  dt { font-weight: 600; }
  form { display: flex; gap: 0.75rem; flex-wrap: wrap; }
  button { font: inherit; padding: 0.6rem 1.2rem; border-radius: 8px; border: 1px solid GrayText; cursor: pointer; }
  button[value="paid"] { background: #0b6b4f; color: #fff; border-color: #0b6b4f; }
</style>
</head>
<body>
<main>
<h1>${text.title}</h1>
<p>${text.note}</p>
<dl>
<dt>${text.plan}</dt><dd>${plan} (${text.period[order.period]})</dd>
<dt>${text.amount}</dt><dd>${escapeHtml(amount)}</dd>
</dl>
<form method="post">
<button type="submit" name="outcome" value="paid">${text.pay} ${escapeHtml(amount)} (${text.test})</button>
<button type="submit" name="outcome" value="failed">${text.cancel}</button>
</form>
</main>
</body>
</html>
`;
}
