import { CertificateViewer, useRefreshCompletedCourses } from '@manara/features/certificates';
import { LessonPlayerScreen, YOUTUBE_IFRAME_API_URL } from '@manara/features/lessons';
import { useStore } from '@nanostores/react';
import { useParams } from 'react-router-dom';
import { RequireSignedIn } from '../guards/RequireSignedIn';
import { useSiteOrigin } from '../siteOrigin';
import { pageMessages } from './pageMessages';

/** The IFrame API's address; a build may name another that speaks the same API (decision 044). */
const youtubeApiUrl = import.meta.env.VITE_YOUTUBE_IFRAME_API_URL || YOUTUBE_IFRAME_API_URL;

/**
 * `/course/{courseId}/lessons`, without the frame, signed in (docs/product/learning.md#the-lesson-player): the
 * lesson player, with the certificates feature's viewer for the celebration's certificate.
 */
export function Component() {
  const t = useStore(pageMessages);
  const { courseId = '' } = useParams();
  const refreshCertificates = useRefreshCompletedCourses();
  const siteOrigin = useSiteOrigin();
  return (
    <RequireSignedIn>
      <title>{t.lessonsTitle}</title>
      <LessonPlayerScreen
        key={courseId}
        courseId={courseId}
        youtubeApiUrl={youtubeApiUrl}
        onCourseCompleted={refreshCertificates}
        renderCertificate={({ courseId: open, onClose }) => <CertificateViewer courseId={open} siteOrigin={siteOrigin} onClose={onClose} />}
      />
    </RequireSignedIn>
  );
}
