export { CertificateScreen, type CertificateScreenProps } from './CertificateScreen';
