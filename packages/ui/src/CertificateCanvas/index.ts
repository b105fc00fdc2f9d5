export { CertificateCanvas } from './CertificateCanvas';
export type { CertificateCanvasHandle, CertificateCanvasProps } from './CertificateCanvas';
export { CERTIFICATE_HEIGHT, CERTIFICATE_WIDTH, certificatePng, drawCertificate } from './drawCertificate';
export type { CertificateLayout, CertificateText } from './drawCertificate';
