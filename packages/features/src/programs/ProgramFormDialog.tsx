import { AmbassadorApplicationBodySchema, MentorshipRequestBodySchema, PROGRAM_QUESTIONS, type Program } from '@manara/api-client/schemas';
import { FormDialog, TextArea } from '@manara/ui';
import { useStore } from '@nanostores/react';
import type * as v from 'valibot';
import type { Mutation } from '../shared/api/useMutation';
import { useContractForm } from '../shared/forms/useContractForm';
import { programMessages } from '../shared/programs/messages';
import { programFormMessages } from './messages';

type Answers = Record<string, string>;

/** Each programme's form: its schema, the contract's, checks the four answers as the server will. */
const SCHEMAS: Record<Program, v.GenericSchema<Answers, Answers>> = {
  ambassador: AmbassadorApplicationBodySchema as v.GenericSchema<Answers, Answers>,
  mentorship: MentorshipRequestBodySchema as v.GenericSchema<Answers, Answers>,
};

const emptyAnswers = (program: Program) => Object.fromEntries(PROGRAM_QUESTIONS[program].map((question) => [question, ''])) as Answers;

export interface ProgramFormDialogProps {
  program: Program;
  open: boolean;
  onOpenChange: (event: { open: boolean }) => void;
  /** The programme's write (`useApplyToProgram`). */
  apply: Mutation<Answers, unknown>;
  /** Sent: the answers are cleared. */
  onSubmitted: () => void;
  /** Refused or failed: the answers stay for another try. */
  onFailed: () => void;
}

/**
 * A programme's four required answers in a modal (docs/product/public-pages.md#services). The form outlives
 * the modal: closed by a failure, it opens again with every answer as it was.
 */
export function ProgramFormDialog({ program, open, onOpenChange, apply, onSubmitted, onFailed }: ProgramFormDialogProps) {
  const t = useStore(programFormMessages);
  const p = useStore(programMessages);
  const form = useContractForm(SCHEMAS[program], emptyAnswers(program));
  return (
    <FormDialog
      open={open}
      size="lg"
      onOpenChange={onOpenChange}
      title={program === 'ambassador' ? t.ambassadorFormTitle : t.mentorshipFormTitle}
      description={t.formHint}
      submitLabel={t.submit}
      busyLabel={t.submitting}
      busy={apply.isMutating}
      cancelLabel={t.cancel}
      onSubmit={form.handleSubmit((answers) =>
        apply.run(answers, {
          onSuccess: () => {
            form.reset(emptyAnswers(program));
            onSubmitted();
          },
          onError: onFailed,
        }),
      )}
    >
      {PROGRAM_QUESTIONS[program].map((question) => {
        return <TextArea key={question} label={p[question]} rows={3} {...form.field(question)} />;
      })}
    </FormDialog>
  );
}
