import { describe, expect, it } from 'vitest';
import { receiptDocument } from './receipt-document';
import { kioskReferenceMail, receiptMail } from './receipt-mails';
import type { ReceiptFacts } from './receipt-words';

const seller = { email: 'help@manara.example', phone: '+20 122 555 0100', website: 'https://manara.example' };
const facts: ReceiptFacts = {
  paymentId: '1a2b3c4d-1111-4222-8333-444455556666',
  courseTitle: '<script>alert(1)</script> & Co',
  amountPiasters: 120_050,
  currency: 'EGP',
  method: 'WALLET',
  providerReference: 'txn"1',
  paidAt: new Date('2026-11-27T22:30:00Z'),
  buyer: { firstName: '<b>Eve</b>', lastName: 'Adel' },
};

describe('receipts', () => {
  it('escape what buyers and admins typed, in the mails and the document', async () => {
    const html = [
      receiptMail({ to: 'eve@example.com', facts, seller, lang: 'en', link: 'https://manara.example/api/payments/x/receipt?lang=en&x=1' }).html,
      kioskReferenceMail({ to: 'eve@example.com', facts: { ...facts, reference: '<i>1</i>', expiresAt: facts.paidAt }, seller, lang: 'ar' }).html,
      await receiptDocument({ facts, seller, lang: 'ar' }),
    ];
    for (const part of html) {
      expect(part).not.toMatch(/<(?:script|b|i)>/);
      expect(part).toMatch(/&lt;(?:script|b|i)&gt;/);
    }
    expect(html[0]).toContain('href="https://manara.example/api/payments/x/receipt?lang=en&amp;x=1"');
  });

  it('date the payment in Cairo, where a late evening is already the next day', () => {
    const mail = receiptMail({ to: 'eve@example.com', facts, seller, lang: 'en', link: 'https://manara.example/r' });
    expect(mail.text).toContain('Date paid: November 28, 2026 at 12:30 AM (Cairo time)');
    expect(mail.text).toContain('Payment method: Mobile wallet');
    expect(mail.text).toContain('Receipt number: 1A2B3C4D');
  });
});
