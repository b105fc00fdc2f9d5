import { buildCourse, buildCourseDetail, createdInstructors, sentCourseForms, usersProfile } from '@manara/api-client/mocks';
import { CourseSchema } from '@manara/api-client/schemas';
import * as v from 'valibot';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { sessionAs, withSession } from '../shared/session/storySupport';
import { CourseFormDialog } from './CourseFormDialog';
import { ADMIN_PHONE, expectActionsInView, onPhone, oneScreen } from './storySupport';

const meta = {
  title: 'Features/Admin/CourseFormDialog',
  component: CourseFormDialog,
  parameters: { layout: 'fullscreen', viewport: ADMIN_PHONE, msw: { handlers: { usersProfile: usersProfile.admin } } },
  args: { onClose: fn(), onSaved: fn() },
  decorators: [withSession],
  beforeEach: () => {
    sentCourseForms.length = 0;
    createdInstructors.length = 0;
    return sessionAs('admin')();
  },
} satisfies Meta<typeof CourseFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The words the play reads the form by, in the reader's language. */
interface Words {
  dialog: string;
  title: string;
  tagline: string;
  description: string;
  currentPrice: string;
  language: string;
  instructor: string;
  newInstructor: string;
  name: string;
  jobTitle: string;
  learn: string;
  audience: string;
  point: (list: string, n: string) => string;
  add: string;
  up: (list: string, n: string) => string;
  remove: (list: string, n: string) => string;
  cancel: string;
  save: string;
  digits: (n: number) => string;
}

const ENGLISH: Words = {
  dialog: 'Create Course',
  title: 'Title',
  tagline: 'Tagline',
  description: 'Description',
  currentPrice: 'Current Price',
  language: 'Language of the course',
  instructor: 'Instructor',
  newInstructor: 'New Instructor',
  name: 'Name',
  jobTitle: 'Job Title',
  learn: "What You'll Learn",
  audience: 'Target Audience',
  point: (list, n) => `${list}, point ${n}`,
  add: 'Add a point',
  up: (list, n) => `Move up: ${list}, point ${n}`,
  remove: (list, n) => `Remove: ${list}, point ${n}`,
  cancel: 'Cancel',
  save: 'Save',
  digits: (n) => String(n),
};

const ARABIC: Words = {
  dialog: 'إنشاء دورة',
  title: 'العنوان',
  tagline: 'الشعار',
  description: 'الوصف',
  currentPrice: 'السعر الحالي',
  language: 'لغة الدورة',
  instructor: 'المدرّب',
  newInstructor: 'مدرّب جديد',
  name: 'الاسم',
  jobTitle: 'المسمى الوظيفي',
  learn: 'ماذا ستتعلم',
  audience: 'الفئة المستهدفة',
  point: (list, n) => `${list}، النقطة ${n}`,
  add: 'إضافة نقطة',
  up: (list, n) => `نقل لأعلى: ${list}، النقطة ${n}`,
  remove: (list, n) => `إزالة: ${list}، النقطة ${n}`,
  cancel: 'إلغاء',
  save: 'حفظ',
  digits: (n) => n.toLocaleString('ar-EG'),
};

const values = (group: HTMLElement) => within(group).getAllByRole('textbox').map((input) => (input as HTMLInputElement).value);

/**
 * Everything the course page shows, filled in: a new instructor added from the form and chosen, the tagline, the
 * language, and the lists built with add, move up and remove, keyboard and all; what is sent is in that order.
 */
const fillEverything =
  (w: Words, text: { title: string; points: [string, string, string]; audience: string; language: 'en' | 'ar' }): Story['play'] =>
  async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: w.dialog });
    const form = within(dialog);
    await userEvent.type(form.getByLabelText(w.title), text.title);
    await userEvent.type(form.getByLabelText(w.tagline), 'One line under the title');
    await userEvent.type(form.getByLabelText(w.description), 'Drafts read line by line.');
    await userEvent.type(form.getByLabelText(w.currentPrice), '300');
    await userEvent.selectOptions(form.getByLabelText(w.language), text.language);

    // A new instructor, from its own dialog over the form: chosen once saved.
    await userEvent.click(form.getByRole('button', { name: w.newInstructor }));
    const instructorDialog = await screen.findByRole('dialog', { name: w.newInstructor });
    await expectActionsInView(instructorDialog, [w.cancel, w.save]);
    const added = within(instructorDialog);
    await userEvent.type(added.getByLabelText(w.name), 'Mona Adel');
    await userEvent.type(added.getByLabelText(w.jobTitle), 'Admissions Advisor');
    await userEvent.click(added.getByRole('button', { name: w.save }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: w.newInstructor })).toBeNull());
    await waitFor(() => expect(form.getByRole('combobox', { name: w.instructor })).toHaveDisplayValue('Mona Adel'));

    const learn = form.getByRole('group', { name: w.learn });
    for (const point of text.points) {
      await userEvent.click(within(learn).getByRole('button', { name: w.add }));
      // The new point's input takes focus: typing goes straight into it.
      await userEvent.keyboard(point);
    }
    await expect(values(learn)).toEqual(text.points);
    // The third point up one, by keyboard: focus stays with it.
    within(learn).getByRole('button', { name: w.up(w.learn, w.digits(3)) }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(values(learn)).toEqual([text.points[0], text.points[2], text.points[1]]);
    await expect(within(learn).getByRole('button', { name: w.up(w.learn, w.digits(2)) })).toHaveFocus();
    await userEvent.click(within(learn).getByRole('button', { name: w.remove(w.learn, w.digits(1)) }));
    await expect(values(learn)).toEqual([text.points[2], text.points[1]]);
    await expect(within(learn).getByRole('textbox', { name: w.point(w.learn, w.digits(1)) })).toHaveFocus();

    const audience = form.getByRole('group', { name: w.audience });
    await userEvent.click(within(audience).getByRole('button', { name: w.add }));
    await userEvent.keyboard(text.audience);

    await userEvent.click(form.getByRole('button', { name: w.save }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
    await expect(sentCourseForms).toEqual([
      {
        title: text.title,
        tagline: 'One line under the title',
        description: 'Drafts read line by line.',
        category: 'Manara',
        currentPrice: 300,
        instructor: '00000000-0000-4000-9000-0000000000aa',
        language: text.language,
        learningPoints: [text.points[2], text.points[1]],
        targetAudience: [text.audience],
      },
    ]);
  };

/** Create Course with every field the course page shows, in English. */
export const FilledIn: Story = {
  play: fillEverything(ENGLISH, { title: 'Essay Clinic', points: ['Choose a story', 'Write a draft', 'Revise'], audience: 'Scholarship applicants', language: 'en' }),
};

/** The same in Arabic, for an Arabic course: the form right to left. */
export const FilledInArabic: Story = {
  globals: { locale: 'ar' },
  play: fillEverything(ARABIC, { title: 'عيادة المقال', points: ['اختيار القصة', 'كتابة المسودة', 'المراجعة'], audience: 'المتقدمون للمنح', language: 'ar' }),
};

/** The featured course, as the admin's list holds it: no page content, which the form reads before it opens. */
const listed = v.parse(CourseSchema, buildCourse({}, 0));
const detail = buildCourseDetail({}, 0);

/**
 * Edit: the form opens with the course's page content and instructor; a point of the audience removed is
 * what is sent, the rest as it was.
 */
const editEverything =
  (w: { dialog: string; instructor: string; audience: string; remove: (n: string) => string; cancel: string; save: string; digits: (n: number) => string }): Story['play'] =>
  async ({ args, userEvent }) => {
    // The form takes the loading dialog's place once the course's page content is in.
    await screen.findByRole('group', { name: w.audience }, { timeout: 3000 });
    const dialog = screen.getByRole('dialog', { name: w.dialog });
    const form = within(dialog);
    await waitFor(() => expect(form.getByRole('combobox', { name: w.instructor })).toHaveDisplayValue('Nour El-Sayed'));
    // Far taller than a 1280×800 screen: Save stays in view.
    await expectActionsInView(dialog, [w.cancel, w.save]);
    const audience = form.getByRole('group', { name: w.audience });
    await expect(values(audience)).toEqual(detail.targetAudience);
    await userEvent.click(within(audience).getByRole('button', { name: w.remove(w.digits(4)) }));
    await userEvent.click(form.getByRole('button', { name: w.save }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
    await expect(sentCourseForms).toEqual([
      expect.objectContaining({
        title: listed.title,
        tagline: detail.tagline,
        instructor: listed.instructor?._id,
        language: 'en',
        learningPoints: detail.learningPoints,
        targetAudience: detail.targetAudience?.slice(0, 3),
      }),
    ]);
  };

/** Edit Course, in English. */
export const Edit: Story = {
  args: { course: listed },
  play: editEverything({ dialog: 'Edit Course', instructor: 'Instructor', audience: 'Target Audience', remove: (n) => `Remove: Target Audience, point ${n}`, cancel: 'Cancel', save: 'Save', digits: String }),
};

/** Edit Course, in Arabic. */
export const EditArabic: Story = {
  globals: { locale: 'ar' },
  args: { course: listed },
  play: editEverything({
    dialog: 'تعديل الدورة',
    instructor: 'المدرّب',
    audience: 'الفئة المستهدفة',
    remove: (n) => `إزالة: الفئة المستهدفة، النقطة ${n}`,
    cancel: 'إلغاء',
    save: 'حفظ',
    digits: (n) => n.toLocaleString('ar-EG'),
  }),
};

/** Edit Course on the 390 px phone, the course's content in: the form scrolls, Cancel and Save stay in view. */
const editOnPhone = (locale: 'en' | 'ar', w: { dialog: string; audience: string; cancel: string; save: string }): Story =>
  onPhone({
    globals: { locale },
    args: { course: listed },
    decorators: [oneScreen],
    play: async () => {
      await screen.findByRole('group', { name: w.audience }, { timeout: 3000 });
      await expectActionsInView(screen.getByRole('dialog', { name: w.dialog }), [w.cancel, w.save]);
    },
  });
export const EditPhone = editOnPhone('en', { dialog: 'Edit Course', audience: 'Target Audience', cancel: 'Cancel', save: 'Save' });
export const EditArabicPhone = editOnPhone('ar', { dialog: 'تعديل الدورة', audience: 'الفئة المستهدفة', cancel: 'إلغاء', save: 'حفظ' });
