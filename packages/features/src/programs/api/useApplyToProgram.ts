import { apiClient, applyToAmbassador, requestMentorship } from '@manara/api-client';
import type { AmbassadorApplicationBody, MentorshipRequestBody, Program } from '@manara/api-client/schemas';
import { useStore } from '@nanostores/react';
import { useMutation } from '../../shared/api/useMutation';
import { programFormMessages } from '../messages';

export type ProgramAnswers<P extends Program> = P extends 'ambassador' ? AmbassadorApplicationBody : MentorshipRequestBody;

/** `POST /programs/ambassador/apply` or `POST /programs/mentorship/request`: an application that waits for the team's review. */
export function useApplyToProgram<P extends Program>(program: P) {
  const t = useStore(programFormMessages);
  return useMutation(
    program === 'ambassador' ? 'POST /programs/ambassador/apply' : 'POST /programs/mentorship/request',
    (answers: ProgramAnswers<P>, context) =>
      program === 'ambassador'
        ? applyToAmbassador(apiClient, { answers: answers as AmbassadorApplicationBody, ...context })
        : requestMentorship(apiClient, { answers: answers as MentorshipRequestBody, ...context }),
    { fallback: program === 'ambassador' ? t.applicationFailed : t.requestFailed },
  );
}
