export { CertificateScreen, type CertificateScreenProps } from './CertificateScreen';
export { MyCertificatesScreen, type MyCertificatesScreenProps } from './MyCertificatesScreen';
export { CertificateViewer, type CertificateViewerProps } from './CertificateViewer';
export { useRefreshCompletedCourses } from './api/useCompletedCourses';
export { useCertificateVerification } from './api/useCertificateVerification';
