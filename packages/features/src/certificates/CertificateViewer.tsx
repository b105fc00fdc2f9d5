import type { Certificate } from '@manara/api-client';
import { absoluteUrl, sitePaths } from '@manara/api-client/paths';
import { Alert, Button, CertificateCanvas, Dialog, Inline, Stack, type CertificateCanvasHandle, type CertificateLayout, type CertificateText } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useMemo, useRef, useState } from 'react';
import { useLocale } from '../shared/i18n';
import { useCourseCertificate } from './api/useCompletedCourses';
import { certificateFileName } from './certificateFileName';
import * as styles from './MyCertificatesScreen.css';
import { myCertificatesMessages } from './messages';

export interface CertificateViewerProps {
  /** The course whose certificate is open; undefined when the viewer is closed. */
  courseId: string | undefined;
  /** Where the site is reached: the certificate's QR code and link lead to its public page there. */
  siteOrigin: string;
  onClose: () => void;
}

/** Saves `blob` as `fileName` through a link the browser follows once. */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The certificate drawn in a dialog, in Manara's template or the plain layout, with Download Certificate. */
export function CertificateViewer({ courseId, siteOrigin, onClose }: CertificateViewerProps) {
  const t = useStore(myCertificatesMessages);
  const { certificate, errorMessage } = useCourseCertificate(courseId);
  return (
    <Dialog
      open={courseId !== undefined}
      onOpenChange={({ open }) => {
        if (!open) onClose();
      }}
      title={certificate?.courseTitle ?? t.title}
      closeLabel={t.close}
      className={styles.viewer}
    >
      {errorMessage !== undefined ? (
        <Alert tone="danger" title={t.errorTitle}>
          {errorMessage}
        </Alert>
      ) : certificate === undefined ? (
        <p role="status">{t.drawing}</p>
      ) : (
        <DrawnCertificate certificate={certificate} siteOrigin={siteOrigin} />
      )}
    </Dialog>
  );
}

function DrawnCertificate({ certificate, siteOrigin }: { certificate: Certificate; siteOrigin: string }) {
  const t = useStore(myCertificatesMessages);
  const { intlLocale, formatNumber } = useLocale();
  const [layout, setLayout] = useState<CertificateLayout>('template');
  const [drawn, setDrawn] = useState(false);
  const canvas = useRef<CertificateCanvasHandle>(null);

  const text = useMemo((): CertificateText => {
    const date = new Intl.DateTimeFormat(intlLocale, { dateStyle: 'long', timeZone: 'Africa/Cairo' });
    const completed = date.format(new Date(certificate.completedAt));
    const verifyUrl = absoluteUrl(siteOrigin, sitePaths.certificate(certificate.id));
    return {
      title: t.certificateTitle,
      presentedTo: t.presentedTo,
      learnerName: certificate.learnerName,
      completedThe: t.completedThe,
      courseTitle: certificate.courseTitle,
      completedOn: completed,
      details: [
        t.detailCompleted({ date: completed }),
        t.detailId({ id: certificate.id }),
        t.detailRate({ percent: formatNumber(certificate.completionPercentage) }),
        t.detailIssued({ date: date.format(new Date(certificate.issuedAt)) }),
        t.detailVerify({ url: verifyUrl }),
      ],
      verifyUrl,
      scanToVerify: t.scanToVerify,
    };
  }, [certificate, siteOrigin, intlLocale, formatNumber, t]);

  const download = async () => {
    if (!canvas.current) return;
    save(await canvas.current.toPng(), certificateFileName(certificate.learnerName, certificate.courseTitle));
  };

  return (
    <Stack gap={4}>
      <Inline role="group" aria-label={t.layoutLabel} gap={2} wrap={false}>
        {(['template', 'plain'] as const).map((option) => (
          <Button key={option} size="sm" variant={layout === option ? 'primary' : 'outline'} aria-pressed={layout === option} onClick={() => setLayout(option)}>
            {option === 'template' ? t.templateLayout : t.plainLayout}
          </Button>
        ))}
      </Inline>
      <CertificateCanvas ref={canvas} text={text} layout={layout} label={t.imageLabel({ name: certificate.learnerName })} onDrawn={() => setDrawn(true)} />
      <Button onClick={() => void download()} disabled={!drawn}>
        {t.download}
      </Button>
    </Stack>
  );
}
