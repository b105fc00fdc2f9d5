import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from '../client';
import { applyToAmbassador, getMyApplications, listApplications, requestMentorship, reviewApplication } from '../endpoints/programs';
import { adminApplications, myApplications, programApply } from './handlers/programs';
import { serveMocks } from './mockServer.testing';

const { server } = serveMocks(...programApply.default, myApplications.default, ...adminApplications.default);

const client = createApiClient({ baseUrl: 'http://api.test/api' });
const call = { fallbackMessage: 'failed' };

// The programmes' mocks answer what the contract's schemas accept, so stories show what the API would send.
describe('programme mocks', () => {
  it('answer an application with the answers sent, pending', async () => {
    const answers = { motivation: 'm', promotionPlan: 'p', experience: 'e', questions: 'q' };
    const application = await applyToAmbassador(client, { answers, ...call });
    expect(application).toMatchObject({ program: 'ambassador', status: 'pending', answers });
    const request = await requestMentorship(client, { answers: { goal: 'g', area: 'a', expectations: 'x', availability: 'v' }, ...call });
    expect(request.program).toBe('mentorship');
  });

  it('list the learner’s applications and the admin’s, filtered as asked', async () => {
    expect((await getMyApplications(client, call)).map((a) => a.status)).toEqual(['pending', 'approved']);
    const { applications } = await listApplications(client, { page: 1, program: 'mentorship', status: 'pending', ...call });
    expect(applications.length).toBeGreaterThan(0);
    expect(applications.every((a) => a.program === 'mentorship' && a.status === 'pending' && a.applicant !== undefined)).toBe(true);
  });

  it('answer a review with the decision and its note', async () => {
    const { applications } = await listApplications(client, { page: 1, ...call });
    const _id = applications[0]?._id ?? 'none listed';
    const reviewed = await reviewApplication(client, { applicationId: _id, review: { status: 'rejected', note: ' Next term. ' }, ...call });
    expect(reviewed).toMatchObject({ _id, status: 'rejected', reviewNote: 'Next term.' });
  });

  it('refuse a second pending application as the API does', async () => {
    server.use(...programApply.pending);
    const answers = { motivation: 'm', promotionPlan: 'p', experience: 'e', questions: 'q' };
    await expect(applyToAmbassador(client, { answers, ...call })).rejects.toMatchObject({ constructor: ApiError, code: 'APPLICATION_PENDING', status: 409 });
  });
});
