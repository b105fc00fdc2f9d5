import {
  buildCertificate,
  buildCertificateVerificationResponse,
  buildRevocation,
  buildRevokedCertificateResponse,
  certificatesVerify,
  FIXTURE_CERTIFICATE_ID,
} from '@manara/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { CertificateScreen } from './CertificateScreen';

const PAGE_URL = `https://manara.example/certificate/${FIXTURE_CERTIFICATE_ID}`;

const meta = {
  title: 'Features/Certificates/CertificateScreen',
  component: CertificateScreen,
  parameters: { layout: 'fullscreen' },
  args: { certificateId: FIXTURE_CERTIFICATE_ID, pageUrl: PAGE_URL },
} satisfies Meta<typeof CertificateScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Anyone with the link: what the certificate says, that Manara issued it, the QR code and the two ways to share it. */
export const Valid: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Certificate of Completion' })).toBeVisible();
    await expect(canvas.getByText('Verified: Manara issued this certificate.')).toBeVisible();
    const facts = within(canvas.getByRole('article'));
    await expect(facts.getByText('Salma Learner')).toBeVisible();
    await expect(facts.getByText('Build Your Global Profile')).toBeVisible();
    // Completed and issued the same day.
    await expect(facts.getAllByText('November 20, 2026')).toHaveLength(2);
    await expect(facts.getByText(FIXTURE_CERTIFICATE_ID)).toBeVisible();
    await expect(facts.getByText('100% · 6 of 6 lessons')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'QR code of this page' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download Open Badge' })).toHaveAttribute('href', `/api/certificates/${FIXTURE_CERTIFICATE_ID}/credential`);
    await expect(canvas.queryByRole('button', { name: 'Revoke certificate' })).not.toBeInTheDocument();
    const linkedIn = new URL(canvas.getByRole('link', { name: 'Add to LinkedIn profile' }).getAttribute('href') ?? '');
    await expect(Object.fromEntries(linkedIn.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Build Your Global Profile',
      organizationName: 'Manara',
      issueYear: '2026',
      issueMonth: '11',
      certUrl: PAGE_URL,
      certId: FIXTURE_CERTIFICATE_ID,
    });
  },
};

/** In Arabic, right to left: an Arabic name and title, dates and numbers in Arabic, the id still left to right. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { msw: { handlers: { certificatesVerify: certificatesVerify.arabic } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'شهادة إتمام' })).toBeVisible();
    await expect(canvas.getByText('سلمى أحمد')).toBeVisible();
    await expect(canvas.getByText('بناء سيرتك الذاتية للمنح الدولية')).toBeVisible();
    await expect(canvas.getAllByText('٢٠ نوفمبر ٢٠٢٦')).toHaveLength(2);
    await expect(getComputedStyle(canvas.getByText(FIXTURE_CERTIFICATE_ID)).direction).toBe('ltr');
    await expect(canvas.getByRole('img', { name: 'رمز QR لهذه الصفحة' })).toBeVisible();
  },
};

/** Revoked by an admin: said first, in the danger tone, with when and the admin's reason; what it said below; nothing to download or share. */
export const Revoked: Story = {
  parameters: { msw: { handlers: { certificatesVerify: certificatesVerify.revoked } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Certificate revoked' })).toBeVisible();
    await expect(canvas.getByText('Manara revoked this certificate on November 24, 2026. It no longer stands.')).toBeVisible();
    await expect(canvas.queryByText('Verified: Manara issued this certificate.')).not.toBeInTheDocument();
    const facts = within(canvas.getByRole('article'));
    await expect(facts.getByText('Reason')).toBeVisible();
    await expect(facts.getByText('Issued in error: the completion was recorded twice.')).toBeVisible();
    await expect(facts.getByText('Salma Learner')).toBeVisible();
    await expect(facts.getByText(FIXTURE_CERTIFICATE_ID)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Download Open Badge' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Add to LinkedIn profile' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/courses');
  },
};

/** Revoked, in Arabic: the date in Arabic, the reason right to left. */
export const RevokedArabic: Story = {
  globals: { locale: 'ar' },
  parameters: { msw: { handlers: { certificatesVerify: certificatesVerify.revokedArabic } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'الشهادة ملغاة' })).toBeVisible();
    await expect(canvas.getByText('ألغت منارة هذه الشهادة في ٢٤ نوفمبر ٢٠٢٦. لم تعد سارية.')).toBeVisible();
    await expect(canvas.getByText('السبب')).toBeVisible();
    await expect(canvas.getByText('صدرت عن طريق الخطأ: سُجّل الإتمام مرتين.')).toBeVisible();
    await expect(canvas.getByText('سلمى أحمد')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'تنزيل الشارة المفتوحة (Open Badge)' })).not.toBeInTheDocument();
  },
};

/** Removed with its account or course: only that it no longer stands, and since when; nothing of the person. */
export const Removed: Story = {
  parameters: { msw: { handlers: { certificatesVerify: certificatesVerify.removed } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Certificate revoked' })).toBeVisible();
    await expect(
      canvas.getByText('Manara withdrew this certificate on November 24, 2026, when its account or its course was removed. It no longer stands.'),
    ).toBeVisible();
    await expect(canvas.queryByText('Reason')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Awarded to')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/courses');
  },
};

/** Removed, in Arabic. */
export const RemovedArabic: Story = {
  globals: { locale: 'ar' },
  parameters: { msw: { handlers: { certificatesVerify: certificatesVerify.removed } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'الشهادة ملغاة' })).toBeVisible();
    await expect(canvas.getByText('سحبت منارة هذه الشهادة في ٢٤ نوفمبر ٢٠٢٦ عند حذف حسابها أو دورتها. لم تعد سارية.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'تصفّح الدورات' })).toHaveAttribute('href', '/courses');
  },
};

/** What the stand-in server was sent to revoke, and what it answers the page once it has been. */
const sent: Array<{ reason: string }> = [];
const revocableHandlers = {
  certificatesVerify: http.get('*/api/certificates/:id', ({ params }) => {
    const certificate = buildCertificate({ id: String(params.id) });
    const [revocation] = sent;
    return HttpResponse.json(
      revocation ? buildRevokedCertificateResponse(certificate, buildRevocation({ reason: revocation.reason })) : buildCertificateVerificationResponse(certificate),
    );
  }),
  adminCertificateRevoke: http.post('*/api/admin/certificates/:id/revoke', async ({ params, request }) => {
    const { reason } = (await request.json()) as { reason: string };
    sent.push({ reason });
    return HttpResponse.json({ status: 'success', data: { revocation: { certificateId: String(params.id), reason, revokedAt: buildRevocation().revokedAt } } });
  }),
};

/** An admin on the page, with the stand-in server's record cleared. */
const asAdmin = {
  args: { canRevoke: true },
  parameters: { msw: { handlers: revocableHandlers } },
  beforeEach: () => {
    sent.length = 0;
  },
} satisfies Story;

/** An admin reading the page may revoke it: a reason is required, sent trimmed, and the page then says it is revoked. */
export const AdminRevokes: Story = {
  ...asAdmin,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Revoke certificate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this certificate?' });
    await expect(dialog).toHaveAccessibleDescription(
      "Salma Learner's certificate for Build Your Global Profile will read revoked on this page and wherever its Open Badge is checked. This cannot be undone.",
    );
    // No reason: said at the field, and nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await expect(await within(dialog).findByRole('textbox', { name: 'Reason (shown on this page)' })).toHaveAttribute('aria-invalid', 'true');
    await expect(sent).toEqual([]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason (shown on this page)' }), '  Issued in error.  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(sent).toEqual([{ reason: 'Issued in error.' }]);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Certificate revoked' })).toBeVisible();
    await expect(canvas.getByText('Issued in error.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Revoke certificate' })).not.toBeInTheDocument();
  },
};

/** The admin's revocation in Arabic: the button and the dialog's words right to left. */
export const AdminRevokesArabic: Story = {
  ...asAdmin,
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'إلغاء الشهادة' }));
    const dialog = await screen.findByRole('dialog', { name: 'إلغاء هذه الشهادة؟' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'السبب (يظهر في هذه الصفحة)' }), 'صدرت عن طريق الخطأ.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'إلغاء' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'الشهادة ملغاة' })).toBeVisible();
    await expect(canvas.getByText('صدرت عن طريق الخطأ.')).toBeVisible();
  },
};

/** An id no certificate has: said plainly, with a way on. */
export const NotFound: Story = {
  parameters: { msw: { handlers: { certificatesVerify: certificatesVerify.notFound } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Certificate not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/courses');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** The check failed: the answer's words, and Try Again. */
export const Failed: Story = {
  parameters: { msw: { handlers: { certificatesVerify: certificatesVerify.rateLimited } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Error:');
    await expect(alert).toHaveTextContent('Too many attempts. Please try again in 15 minutes.');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** On its way. */
export const Checking: Story = {
  parameters: { msw: { handlers: { certificatesVerify: certificatesVerify.loading } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking certificate...');
  },
};
