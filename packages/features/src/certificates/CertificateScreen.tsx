import type { Certificate, CertificateRevocation } from '@manara/api-client';
import { sitePaths } from '@manara/api-client/paths';
import { apiPaths } from '@manara/api-client/api-paths';
import { RevokeCertificateBodySchema } from '@manara/api-client/schemas';
import { Button, ButtonLink, FormDialog, Inline, QrCode, Spinner, Stack, TextField } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useMemo, useState, type ReactNode } from 'react';
import { useLocale } from '../shared/i18n';
import { useCertificateVerification } from './api/useCertificateVerification';
import * as styles from './CertificateScreen.css';
import { addToLinkedInHref } from './linkedIn';
import { certificateMessages } from './messages';
import { RetryAlert, resultCard } from '../shared/feedback';
import { useContractForm } from '../shared/forms/useContractForm';
import { useRevokeCertificate } from './api/revokeCertificate';
import { requestDialog } from '../shared/api/useMutation';

export interface CertificateScreenProps {
  /** The id in the address, `/certificate/{id}`. */
  certificateId: string;
  /** This page's absolute address: what the QR code holds and LinkedIn links back to. */
  pageUrl: string;
  /** The reader is an admin: a valid certificate offers 'Revoke certificate' (docs/product/learning.md#revocation). */
  canRevoke?: boolean;
}

/**
 * A certificate's public page (docs/product/learning.md#the-public-certificate-page): anyone with its link
 * or QR code sees what it certifies and that Manara issued it, scans it again from a print, downloads the
 * Open Badge credential, or adds it to LinkedIn; or that it was revoked, when and why. No session needed.
 */
export function CertificateScreen({ certificateId, pageUrl, canRevoke = false }: CertificateScreenProps) {
  const t = useStore(certificateMessages);
  const { verification, notFound, errorMessage, retry } = useCertificateVerification(certificateId);

  if (notFound) {
    return (
      <CertificateCard as="div" tone="neutral" title={t.notFoundTitle}>
        <p className={styles.text}>{t.notFoundText}</p>
        <ButtonLink href={sitePaths.courses()}>{t.browse}</ButtonLink>
      </CertificateCard>
    );
  }

  if (verification === undefined && errorMessage !== undefined) {
    return (
      <section className={styles.screen}>
        <RetryAlert title={t.errorTitle} message={errorMessage} retryLabel={t.tryAgain} onRetry={retry} />
      </section>
    );
  }

  if (verification === undefined) {
    return (
      <section className={styles.screen} aria-busy="true">
        <div className={resultCard} data-tone="neutral" role="status">
          <Spinner />
          <p className={styles.text}>{t.checking}</p>
        </div>
      </section>
    );
  }

  if (verification.status === 'revoked') return <RevokedCertificate certificate={verification.certificate} revocation={verification.revocation} />;
  return <ValidCertificate certificate={verification.certificate} pageUrl={pageUrl} canRevoke={canRevoke} onRevoked={retry} />;
}

interface CertificateCardProps {
  /** `article` for a certificate, `div` for the word that there is none. */
  as?: 'article' | 'div';
  tone: 'neutral' | 'success' | 'danger';
  title: string;
  children: ReactNode;
  /** What the page holds beside the card (the revoke dialog). */
  after?: ReactNode;
}

/** The page's one card under its title, the page's heading: a certificate, valid or revoked, or that there is none. */
function CertificateCard({ as: Card = 'article', tone, title, children, after }: CertificateCardProps) {
  return (
    <section className={styles.screen} aria-labelledby="certificate-title">
      <Card className={resultCard} data-tone={tone}>
        <h1 id="certificate-title" className={styles.title}>
          {title}
        </h1>
        {children}
      </Card>
      {after}
    </section>
  );
}

/** Dates as the page writes them, in Cairo's calendar and the reader's language. */
function useDateFormat() {
  const { intlLocale } = useLocale();
  return useMemo(() => new Intl.DateTimeFormat(intlLocale, { dateStyle: 'long', timeZone: 'Africa/Cairo' }), [intlLocale]);
}

function ValidCertificate({ certificate, pageUrl, canRevoke, onRevoked }: { certificate: Certificate; pageUrl: string; canRevoke: boolean; onRevoked: () => void }) {
  const t = useStore(certificateMessages);
  const [revoking, setRevoking] = useState(false);
  return (
    <CertificateCard
      tone="success"
      title={t.title}
      after={
        revoking && (
          <RevokeDialog
            certificate={certificate}
            onClose={() => setRevoking(false)}
            onRevoked={() => {
              setRevoking(false);
              onRevoked();
            }}
          />
        )
      }
    >
      <p className={styles.valid}>{t.valid}</p>
      <Inline gap={8} align="center" justify="center" className={styles.body}>
        <CertificateFacts certificate={certificate} />
        <Stack as="figure" gap={2} align="center" className={styles.qr}>
          <QrCode value={pageUrl} label={t.qrLabel} size={168} />
          <figcaption>{t.scanToVerify}</figcaption>
        </Stack>
      </Inline>
      <Inline gap={3} justify="center">
        <ButtonLink href={apiPaths.certificateCredential(certificate.id)} download>
          {t.downloadBadge}
        </ButtonLink>
        <ButtonLink href={addToLinkedInHref(certificate, pageUrl)} variant="outline" target="_blank" rel="noopener noreferrer">
          {t.addToLinkedIn}
        </ButtonLink>
        {canRevoke && (
          <Button variant="outline" onClick={() => setRevoking(true)}>
            {t.revoke}
          </Button>
        )}
      </Inline>
    </CertificateCard>
  );
}

/** An admin's revocation: one line of reason, which the page will show. */
function RevokeDialog({ certificate, onClose, onRevoked }: { certificate: Certificate; onClose: () => void; onRevoked: () => void }) {
  const t = useStore(certificateMessages);
  const revoke = useRevokeCertificate(certificate.id);
  const form = useContractForm(RevokeCertificateBodySchema, { reason: '' });
  return (
    <FormDialog
      {...requestDialog(revoke, onClose)}
      title={t.revokeTitle}
      description={t.revokeDescription({ name: certificate.learnerName, course: certificate.courseTitle })}
      submitLabel={t.revokeSubmit}
      busyLabel={t.revoking}
      cancelLabel={t.cancel}
      onSubmit={form.handleSubmit(({ reason }) => revoke.run({ reason }, { onSuccess: onRevoked }))}
    >
      <TextField label={t.reasonLabel} {...form.field('reason')} />
    </FormDialog>
  );
}

/**
 * A certificate that no longer stands (docs/product/learning.md#revocation): when, the admin's reason, and what
 * it said; or, removed with its account or course, only when. Nothing to download or share.
 */
function RevokedCertificate({ certificate, revocation }: { certificate: Certificate | null; revocation: CertificateRevocation }) {
  const t = useStore(certificateMessages);
  const date = useDateFormat().format(new Date(revocation.revokedAt));
  return (
    <CertificateCard tone="danger" title={t.revokedTitle}>
      <p className={styles.revoked}>{certificate ? t.revokedText({ date }) : t.removedText({ date })}</p>
      {revocation.reason !== null && (
        <dl className={styles.reason}>
          <Fact label={t.reason}>
            <bdi>{revocation.reason}</bdi>
          </Fact>
        </dl>
      )}
      {certificate && (
        <Inline gap={8} align="center" justify="center" className={styles.body}>
          <CertificateFacts certificate={certificate} />
        </Inline>
      )}
      <ButtonLink href={sitePaths.courses()} variant="outline">
        {t.browse}
      </ButtonLink>
    </CertificateCard>
  );
}

/** What a certificate says: to whom, for which course, when, how much of it, and its id. */
function CertificateFacts({ certificate }: { certificate: Certificate }) {
  const t = useStore(certificateMessages);
  const { formatNumber } = useLocale();
  const date = useDateFormat();
  return (
    <dl className={styles.facts}>
      <Fact label={t.awardedTo} valueClassName={styles.name}>
        <bdi>{certificate.learnerName}</bdi>
      </Fact>
      <Fact label={t.course}>
        <bdi>{certificate.courseTitle}</bdi>
      </Fact>
      <Fact label={t.completedOn}>{date.format(new Date(certificate.completedAt))}</Fact>
      <Fact label={t.issuedOn}>{date.format(new Date(certificate.issuedAt))}</Fact>
      <Fact label={t.completionRate}>
        {formatNumber(certificate.completionPercentage)}% ·{' '}
        {t.lessons({ done: formatNumber(certificate.completedLessons), total: formatNumber(certificate.totalLessons) })(certificate.totalLessons)}
      </Fact>
      <Fact label={t.certificateId}>
        <bdi dir="ltr" className={styles.id}>
          {certificate.id}
        </bdi>
      </Fact>
    </dl>
  );
}

/** One line of the certificate: what it is, then its value. */
function Fact({ label, valueClassName = styles.value, children }: { label: string; valueClassName?: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.label}>{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
