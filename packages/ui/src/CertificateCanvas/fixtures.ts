import type { CertificateText } from './drawCertificate';

/** A certificate's words for the stories and tests, in English and in Arabic. */
export const englishCertificate: CertificateText = {
  title: 'Certificate of Completion',
  presentedTo: 'This certifies that',
  learnerName: 'Salma Learner',
  completedThe: 'has completed the course',
  courseTitle: 'Build Your Global Profile',
  completedOn: 'November 20, 2026',
  details: ['Completion date: November 20, 2026', 'Certificate ID: Zx8AbCdEfGhIjKlMnOpQrS', 'Completion rate: 100%', 'Issue date: November 20, 2026', 'Verify at: https://manara.example/certificate/Zx8AbCdEfGhIjKlMnOpQrS'],
  verifyUrl: 'https://manara.example/certificate/Zx8AbCdEfGhIjKlMnOpQrS',
  scanToVerify: 'Scan to verify',
};

export const arabicCertificate: CertificateText = {
  title: 'شهادة إتمام',
  presentedTo: 'تشهد منارة بأن',
  learnerName: 'سلمى أحمد',
  completedThe: 'أتمّت الدورة',
  courseTitle: 'بناء سيرتك الذاتية للمنح الدولية',
  completedOn: '٢٠ نوفمبر ٢٠٢٦',
  details: ['تاريخ الإتمام: ٢٠ نوفمبر ٢٠٢٦', 'رقم الشهادة: Zx8AbCdEfGhIjKlMnOpQrS', 'نسبة الإتمام: ١٠٠٪', 'تاريخ الإصدار: ٢٠ نوفمبر ٢٠٢٦'],
  verifyUrl: 'https://manara.example/certificate/Zx8AbCdEfGhIjKlMnOpQrS',
  scanToVerify: 'امسح الرمز للتحقق',
};
