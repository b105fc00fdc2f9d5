export { CertificateScreen, type CertificateScreenProps } from './CertificateScreen';
export { MyCertificatesScreen, type MyCertificatesScreenProps } from './MyCertificatesScreen';
