import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CertificateVerificationResponseSchema, CompletedCoursesResponseSchema, CourseProgressResponseSchema, LessonsResponseSchema } from '../schemas';
import {
  buildCertificate,
  buildCertificateVerificationResponse,
  buildCompletedCoursesResponse,
  buildCourseProgressResponse,
  buildLessonProgress,
  buildPlayerLessons,
  buildPreviewLessons,
  buildRevocation,
  buildRevokedCertificateResponse,
  FIXTURE_CERTIFICATE_ID,
} from './fixtures/learning';

describe('the learning fixtures', () => {
  it('are what the contract answers: a valid certificate with a 22-character URL-safe id', () => {
    const parsed = v.parse(CertificateVerificationResponseSchema, buildCertificateVerificationResponse());
    expect(parsed.data.status).toBe('valid');
    expect(parsed.data.certificate?.id).toMatch(/^[\w-]{22}$/);
    expect(FIXTURE_CERTIFICATE_ID).toBe(buildCertificate().id);
    expect(v.parse(CompletedCoursesResponseSchema, buildCompletedCoursesResponse()).data.completedCourses[0]?.certificateId).toBe(FIXTURE_CERTIFICATE_ID);
  });

  it('are what the contract answers for a revoked certificate and for one removed with its account', () => {
    const revoked = v.parse(CertificateVerificationResponseSchema, buildRevokedCertificateResponse()).data;
    expect(revoked).toMatchObject({ status: 'revoked', certificate: { id: FIXTURE_CERTIFICATE_ID }, revocation: { reason: expect.any(String) } });
    const removed = v.parse(CertificateVerificationResponseSchema, buildRevokedCertificateResponse(null, buildRevocation({ reason: null }))).data;
    expect(removed).toMatchObject({ status: 'revoked', certificate: null, revocation: { reason: null } });
  });

  it("are the lessons a subscriber and a visitor read: every video, or only the free preview's, each a YouTube id of 11 characters", () => {
    const lessons = v.parse(LessonsResponseSchema, { status: 'success', data: { lessons: buildPlayerLessons() } }).data.lessons;
    expect(lessons.map((lesson) => /[\w-]{11}$/.exec(lesson.videoUrl ?? '')?.[0])).toEqual(['playerVid01', 'playerVid02', 'playerVid03', 'playerVid04', 'playerVid05']);
    const preview = v.parse(LessonsResponseSchema, { status: 'success', data: { lessons: buildPreviewLessons() } }).data.lessons;
    expect(preview.filter((lesson) => lesson.videoUrl !== undefined).map((lesson) => lesson._id)).toEqual(['p-lesson-1']);
    const progress = v.parse(CourseProgressResponseSchema, buildCourseProgressResponse({ lastLessonId: 'p-lesson-1', lessons: [buildLessonProgress({ lessonId: 'p-lesson-1' })] }));
    expect(progress.data.lastLessonId).toBe('p-lesson-1');
  });
});
