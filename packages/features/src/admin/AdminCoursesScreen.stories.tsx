import { adminCourses, adminLessons } from '@manara/api-client/mocks';
import { installFakeYouTube } from '@manara/api-client/mocks/youtube';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from '@manara/ui';
import { http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { sessionAs } from '../shared/session/storySupport';
import { AdminCoursesScreen } from './AdminCoursesScreen';
import { ADMIN_STORIES, confirmWith, expectActionsInView, noNotices, onPhone, oneScreen } from './storySupport';

const meta = {
  title: 'Features/Admin/AdminCoursesScreen',
  component: AdminCoursesScreen,
  ...ADMIN_STORIES,
  args: { youtubeApiUrl: '/no-script-needed.js' },
  // Notices live in one store for the whole page: none is left over from the story before. The stand-in
  // YouTube measures lengths: the form's video lasts 3:32, the fixture lessons' ten minutes.
  beforeEach: () => {
    toast.dismissAll();
    installFakeYouTube(window, { clock: 'manual', defaultDuration: 600, durations: { dQw4w9WgXcQ: 212 } });
    return sessionAs('admin')();
  },
} satisfies Meta<typeof AdminCoursesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
const FIRST = 'Build Your Global Profile';

/** The words the stories find and check things by, in each language. */
const WORDS = {
  en: {
    courses: 'All courses',
    create: 'Create Course',
    newInstructor: 'New Instructor',
    addLesson: 'Add Lesson',
    editLesson: 'Edit Lesson',
    manageLessons: 'Manage Lessons',
    lessonsOf: `Lessons of ${FIRST}`,
    files: 'PDFs',
    filesOf: 'PDFs of Finding scholarships',
    edit: 'Edit',
    delete: 'Delete',
    removeCv: 'Remove CV checklist',
    cancel: 'Cancel',
    save: 'Save',
    close: 'Close',
    attach: 'Attach PDF',
    deleteYes: 'Yes, delete it!',
    removeYes: 'Yes, remove it',
  },
  ar: {
    courses: 'كل الدورات',
    create: 'إنشاء دورة',
    newInstructor: 'مدرّب جديد',
    addLesson: 'إضافة درس',
    editLesson: 'تعديل الدرس',
    manageLessons: 'إدارة الدروس',
    lessonsOf: `دروس ${FIRST}`,
    files: 'ملفات PDF',
    filesOf: 'ملفات PDF لدرس Finding scholarships',
    edit: 'تعديل',
    delete: 'حذف',
    removeCv: 'إزالة CV checklist',
    cancel: 'إلغاء',
    save: 'حفظ',
    close: 'إغلاق',
    attach: 'إرفاق الملف',
    deleteYes: 'نعم، احذفه!',
    removeYes: 'نعم، أزله',
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];
type Context = Parameters<NonNullable<Story['play']>>[0];
type Canvas = Context['canvas'];

/** A dialog, once open: each one's code loads when it is first opened, which a cold page takes a moment over. */
const openedDialog = (name: string) => screen.findByRole('dialog', { name }, { timeout: 5000 });
const table = (canvas: Canvas, w: Words = WORDS.en) => canvas.findByRole('table', { name: w.courses }, { timeout: 3000 });
const rows = async (canvas: Canvas) => within(await table(canvas)).getAllByRole('row').slice(1);

/** Once the table is read, presses `action` on the first course's row. */
const pressOnFirst = async ({ canvas, userEvent }: Context, action: string, w: Words = WORDS.en) => {
  await table(canvas, w);
  await userEvent.click(canvas.getByRole('button', { name: `${action}: ${FIRST}` }));
};

/** The first course's lessons, once their tables are read. */
const openLessons = async (context: Context, w: Words = WORDS.en) => {
  await pressOnFirst(context, w.manageLessons, w);
  const lessons = await openedDialog(w.lessonsOf);
  await within(lessons).findAllByRole('table', {}, { timeout: 3000 });
  return lessons;
};

/** The first lesson's PDFs, over the lessons. */
const openFiles = async (context: Context, w: Words = WORDS.en) => {
  const lessons = await openLessons(context, w);
  await context.userEvent.click(within(lessons).getByRole('button', { name: `${w.files}: Finding scholarships` }));
  return openedDialog(w.filesOf);
};

/** The first course's lesson form, with a title, a description and `videoUrl` typed in. */
const fillLesson = async (context: Context, videoUrl: string) => {
  await pressOnFirst(context, WORDS.en.addLesson);
  const dialog = await openedDialog('Add Lesson');
  await context.userEvent.type(within(dialog).getByLabelText('Title'), 'Why panels ask');
  await context.userEvent.type(within(dialog).getByLabelText('Description'), 'The questions behind the questions.');
  await context.userEvent.type(within(dialog).getByLabelText('Video URL'), videoUrl);
  return dialog;
};

/** Every course with its prices in EGP, totals, status and actions. */
export const List: Story = {
  play: async ({ canvas }) => {
    const courses = await table(canvas);
    await waitFor(() => expect(within(courses).getAllByRole('row')).toHaveLength(11));
    await expect(within(courses).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Title',
      'Category',
      'Current Price',
      'Old Price',
      'Total Lessons',
      'Total Duration (min)',
      'Status',
      'Actions',
    ]);
    const statuses = within(courses).getAllByRole('combobox').map((control) => (control as HTMLSelectElement).value);
    await expect(new Set(statuses)).toEqual(new Set(['published', 'draft', 'archived']));
    await expect(within(courses).getByRole('button', { name: `Manage Lessons: ${FIRST}` })).toBeEnabled();
  },
};

/** Create: the form's rules in its words, then the new course goes first with a 2 s notice. */
export const Create: Story = {
  play: async ({ canvas, userEvent }) => {
    await table(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Course' }));
    const dialog = await openedDialog('Create Course');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText('Title is required')).toBeVisible();
    // Taller than a 1280×800 screen: Save stays in view.
    await expectActionsInView(dialog, ['Cancel', 'Save']);
    await expect(within(dialog).getByText('Current Price must be a number')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Essay Clinic');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Drafts read line by line.');
    await userEvent.type(within(dialog).getByLabelText('Current Price'), '450.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Course created successfully!')).toBeVisible();
    await waitFor(async () => expect((await rows(canvas))[0]).toHaveTextContent('Essay Clinic'));
    await expect((await rows(canvas))[0]).toHaveTextContent('450.50 EGP');
    await noNotices();
  },
};

/** Add a lesson: the course's totals rise in place. */
export const AddLesson: Story = {
  play: async ({ canvas, userEvent }) => {
    await table(canvas);
    const [first] = await rows(canvas);
    if (!first) throw new globalThis.Error('No course');
    const lessonsBefore = within(first).getAllByRole('cell')[4]?.textContent;
    await userEvent.click(within(first).getByRole('button', { name: `Add Lesson: ${FIRST}` }));
    const dialog = await openedDialog('Add Lesson');
    await expectActionsInView(dialog, ['Cancel', 'Save']);
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Why panels ask');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'The questions behind the questions.');
    await userEvent.type(within(dialog).getByLabelText('Video URL'), 'https://www.youtube.com/watch?v=123');
    await userEvent.type(within(dialog).getByLabelText('Duration (minutes)'), '7.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText('Video URL must be a link to a YouTube video')).toBeVisible();
    await userEvent.clear(within(dialog).getByLabelText('Video URL'));
    await userEvent.type(within(dialog).getByLabelText('Video URL'), 'https://youtu.be/dQw4w9WgXcQ');
    await expect(within(dialog).getByRole('checkbox', { name: 'Private (only subscribers can watch)' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Lesson added successfully!')).toBeVisible();
    await waitFor(async () => expect(within((await rows(canvas))[0] as HTMLElement).getAllByRole('cell')[4]).toHaveTextContent(String(Number(lessonsBefore) + 1)));
    await noNotices();
  },
};

/** Manage lessons: a table per section; deleting asks first, then reads the lessons again. */
export const ManageLessons: Story = {
  play: async (context) => {
    const { userEvent } = context;
    const dialog = await openLessons(context);
    const sections = within(dialog).getAllByRole('table');
    await expect(sections.length).toBeGreaterThan(1);
    await expect(within(sections[0] as HTMLElement).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Order',
      'Title',
      'Duration',
      'Measured length',
      'Status',
      'PDFs',
      'Edit',
      'Delete',
    ]);
    // Every fixture lesson is measured: nothing to measure.
    await expect(within(sections[0] as HTMLElement).getByRole('row', { name: /Welcome/ })).toHaveTextContent('5:30');
    await expect(within(dialog).queryByRole('button', { name: 'Measure lengths' })).toBeNull();
    await expect(within(dialog).getAllByText('Public').length).toBeGreaterThan(0);
    await expectActionsInView(dialog, ['Close']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete: Finding scholarships' }));
    await confirmWith(userEvent, { title: 'Delete Lesson', yes: 'Yes, delete it!', description: "Are you sure? You won't be able to revert this!" });
    await expect(await screen.findByText('Lesson has been deleted.')).toBeVisible();
    await noNotices();
  },
};

/**
 * A lesson's PDFs: listed with their sizes; a PNG renamed .pdf is refused by the server in words; a real one is
 * attached under its name (taken from the file until typed), and one is removed after asking.
 */
export const LessonFiles: Story = {
  parameters: { msw: { handlers: { adminLessons: adminLessons.files() } } },
  play: async (context) => {
    const { userEvent } = context;
    const lessons = await openLessons(context);
    await userEvent.click(within(lessons).getByRole('button', { name: 'PDFs: Finding scholarships' }));
    const dialog = await openedDialog('PDFs of Finding scholarships');
    const list = within(dialog).getByRole('list');
    await expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['CV checklist PDF, 18 kBRemove', 'Motivation letter outline PDF, 58 kBRemove']);

    // Nothing chosen: the file is asked for, nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Attach PDF' }));
    await expect(await within(dialog).findByText('Choose a PDF file')).toBeVisible();
    await expect(within(dialog).getByLabelText('PDF file')).toHaveAttribute('aria-invalid', 'true');
    await expectActionsInView(dialog, ['Close', 'Attach PDF']);

    await userEvent.upload(within(dialog).getByLabelText('PDF file'), new File(['%PDF-1.4\n%%EOF\n'], 'Reading list.pdf', { type: 'application/pdf' }));
    await expect(within(dialog).getByLabelText('Name learners see')).toHaveValue('Reading list');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Attach PDF' }));
    await expect(await screen.findByText('PDF attached.')).toBeVisible();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    await expect(within(dialog).getByLabelText('Name learners see')).toHaveValue('');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove CV checklist' }));
    await confirmWith(userEvent, { title: 'Remove PDF', yes: 'Yes, remove it' });
    await expect(await screen.findByText('PDF removed.')).toBeVisible();
    await waitFor(() => expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Motivation letter outline PDF, 58 kBRemove', 'Reading list PDF, 1 kBRemove']));
    await noNotices();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const again = await within(lessons).findByRole('button', { name: 'PDFs: Finding scholarships' });
    await expect(again).toHaveTextContent('PDFs (2)');
    await userEvent.click(again);
    await expect(await openedDialog('PDFs of Finding scholarships')).toBeVisible();
  },
};

/** In Arabic: a PNG renamed .pdf, refused by the server, its words in Arabic. */
export const LessonFilesRefusedArabic: Story = {
  globals: { locale: 'ar' },
  parameters: { msw: { handlers: { adminLessons: adminLessons.files({ refuse: 'LESSON_FILE_NOT_A_PDF' }) } } },
  play: async (context) => {
    const { userEvent } = context;
    const dialog = await openFiles(context, WORDS.ar);
    await expect(within(dialog).getByRole('list')).toHaveTextContent('PDF، ١٨ كيلوبايت');
    await userEvent.upload(within(dialog).getByLabelText('ملف PDF'), new File(['\x89PNG'], 'صورة.pdf', { type: 'application/pdf' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'إرفاق الملف' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('يُرجى اختيار ملف PDF.');
  },
};

/** What the lesson form sent. */
const sentLessons: Array<Record<string, unknown>> = [];
const recordingLessonWrites = [
  http.post('*/api/admin/courses/:id/lessons', async ({ request }) => {
    const lesson = (await request.json()) as Record<string, unknown>;
    sentLessons.push(lesson);
    return HttpResponse.json({ status: 'success', data: { lesson: { _id: 'lesson-new', isPrivate: true, ...lesson } } }, { status: 201 });
  }),
  ...adminLessons.default,
];

/** Add a lesson: the video's length is measured in the browser, shown, fills the empty minutes, and is saved with it. */
export const AddLessonMeasured: Story = {
  parameters: { msw: { handlers: { adminLessons: recordingLessonWrites } } },
  beforeEach: () => {
    sentLessons.length = 0;
  },
  play: async (context) => {
    const { userEvent } = context;
    const dialog = await fillLesson(context, 'https://youtu.be/dQw4w9WgXcQ');
    await expect(await within(dialog).findByText('Measured length: 3:32', {}, { timeout: 3000 })).toBeVisible();
    await waitFor(() => expect(within(dialog).getByLabelText('Duration (minutes)')).toHaveValue('3.53'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Lesson added successfully!')).toBeVisible();
    await expect(sentLessons).toEqual([expect.objectContaining({ videoUrl: 'https://youtu.be/dQw4w9WgXcQ', duration: 3.53, durationSeconds: 212 })]);
    await noNotices();
  },
};

/** A video YouTube will not play cannot be measured: the form says so, and saves without a length. */
export const AddLessonNotMeasured: Story = {
  parameters: { msw: { handlers: { adminLessons: recordingLessonWrites } } },
  beforeEach: () => {
    sentLessons.length = 0;
    installFakeYouTube(window, { clock: 'manual', errors: { dQw4w9WgXcQ: 150 } });
  },
  play: async (context) => {
    const { userEvent } = context;
    const dialog = await fillLesson(context, 'https://youtu.be/dQw4w9WgXcQ');
    await userEvent.type(within(dialog).getByLabelText('Duration (minutes)'), '7.5');
    await expect(await within(dialog).findByText(/could not be measured/, {}, { timeout: 3000 })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Lesson added successfully!')).toBeVisible();
    await expect(sentLessons[0]).not.toHaveProperty('durationSeconds');
    await noNotices();
  },
};

/** Lessons never measured or disputed: one press measures each in a hidden player and saves it. */
export const MeasureLengths: Story = {
  parameters: { msw: { handlers: { adminLessons: adminLessons.unmeasured() } } },
  play: async (context) => {
    const { userEvent } = context;
    const dialog = await openLessons(context);
    await expect(await within(dialog).findByText('Lessons to measure: 3', {}, { timeout: 3000 })).toBeVisible();
    await expect(within(dialog).getAllByText('Not measured')).toHaveLength(2);
    await expect(within(dialog).getAllByText('Check length')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Measure lengths' }));
    await expect(await screen.findByText('Lengths measured: 3', {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(within(dialog).queryByText('Not measured')).toBeNull());
    await expect(within(dialog).queryByText('Check length')).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: 'Measure lengths' })).toBeNull();
    await noNotices();
  },
};

/** In Arabic: the lessons to measure, before the press. */
export const MeasureLengthsArabic: Story = {
  globals: { locale: 'ar' },
  parameters: { msw: { handlers: { adminLessons: adminLessons.unmeasured() } } },
  play: async (context) => {
    const dialog = await openLessons(context, WORDS.ar);
    await expect(await within(dialog).findByText('دروس تحتاج إلى قياس: ٣', {}, { timeout: 3000 })).toBeVisible();
    await expect(within(dialog).getAllByText('لم تُقَس')).toHaveLength(2);
    await expect(within(dialog).getByRole('button', { name: 'قياس المدد' })).toBeEnabled();
  },
};

/** In Arabic: the form's measured length, in Arabic digits. */
export const AddLessonMeasuredArabic: Story = {
  globals: { locale: 'ar' },
  play: async (context) => {
    const { userEvent } = context;
    await pressOnFirst(context, WORDS.ar.addLesson, WORDS.ar);
    const dialog = await openedDialog(WORDS.ar.addLesson);
    await userEvent.type(within(dialog).getByLabelText('رابط الفيديو'), 'https://youtu.be/dQw4w9WgXcQ');
    await expect(await within(dialog).findByText('المدة المقيسة: ٣:٣٢', {}, { timeout: 3000 })).toBeVisible();
  },
};

/** Delete a course someone bought: the server's reason in the confirmation. */
export const DeleteRefused: Story = {
  parameters: { msw: { handlers: { adminCourses: [...adminCourses.hasLearners, ...adminCourses.default] } } },
  play: async (context) => {
    const { userEvent } = context;
    await pressOnFirst(context, WORDS.en.delete);
    const confirm = await confirmWith(userEvent, { title: 'Delete Course', yes: 'Delete', description: 'Are you sure you want to delete this course?' });
    await expect(await within(confirm).findByRole('alert')).toHaveTextContent('Archive it instead.');
  },
};

/** Publishing from the row: the control keeps the saved status. */
export const ChangeStatus: Story = {
  play: async ({ canvas, userEvent }) => {
    await table(canvas);
    const control = canvas.getByRole('combobox', { name: `Status of ${FIRST}` });
    await userEvent.selectOptions(control, 'archived');
    await waitFor(() => expect((control as HTMLSelectElement).value).toBe('archived'));
  },
};

/** Lessons that cannot be read. */
export const LessonsFailed: Story = {
  parameters: { msw: { handlers: { adminLessons: adminLessons.error } } },
  play: async (context) => {
    await pressOnFirst(context, WORDS.en.manageLessons);
    const dialog = await screen.findByRole('dialog');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to load lessons');
  },
};

/** Nothing yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: { adminCourses: adminCourses.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('cell', { name: 'No courses found' }, { timeout: 3000 })).toBeVisible();
  },
};

/** In Arabic: the form's rules in Arabic too. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    await table(canvas, WORDS.ar);
    await userEvent.click(canvas.getByRole('button', { name: 'إنشاء دورة' }));
    const dialog = await openedDialog('إنشاء دورة');
    await userEvent.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    await expect(await within(dialog).findByText('العنوان مطلوب')).toBeVisible();
  },
};

/** In Arabic, right to left: the courses. */
const ArabicList: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const courses = await table(canvas, WORDS.ar);
    await waitFor(() => expect(within(courses).getAllByRole('row')).toHaveLength(11));
  },
};

/** On a 390 px phone, in English and in Arabic: the same page, no wider than the screen. */
export const Phone: Story = onPhone(List);
export const ArabicPhone: Story = onPhone(ArabicList);


/**
 * A dialog on the 390 px phone (decision 086): `open` opens it from the courses' page and answers it, then the
 * box is whole on the screen with the buttons `actions` names; the picture is that screen.
 */
const dialogOnPhone =
  (open: (w: Words, context: Context) => Promise<HTMLElement>, actions: (w: Words) => string[], parameters?: Story['parameters']) =>
  (locale: 'en' | 'ar'): Story =>
    onPhone({
      globals: { locale },
      decorators: [oneScreen],
      ...(parameters ? { parameters } : {}),
      play: async (context) => {
        const w = WORDS[locale];
        await table(context.canvas, w);
        await expectActionsInView(await open(w, context), actions(w));
      },
    });

const withFiles = { msw: { handlers: { adminLessons: adminLessons.files() } } };

/** The course form, with its rules' words under the empty fields: taller than the phone, Save stays in view. */
const createCourse = dialogOnPhone(
  async (w, { userEvent }) => {
    await userEvent.click(screen.getByRole('button', { name: w.create }));
    const dialog = await openedDialog(w.create);
    await userEvent.click(within(dialog).getByRole('button', { name: w.save }));
    await waitFor(() => expect(dialog.querySelector('[aria-invalid="true"]')).not.toBeNull());
    return dialog;
  },
  (w) => [w.cancel, w.save],
);
export const CreateCoursePhone = createCourse('en');
export const CreateCourseArabicPhone = createCourse('ar');

/** A new instructor, over the course form. */
const newInstructor = dialogOnPhone(
  async (w, { userEvent }) => {
    await userEvent.click(screen.getByRole('button', { name: w.create }));
    await userEvent.click(within(await openedDialog(w.create)).getByRole('button', { name: w.newInstructor }));
    return openedDialog(w.newInstructor);
  },
  (w) => [w.cancel, w.save],
);
export const NewInstructorPhone = newInstructor('en');
export const NewInstructorArabicPhone = newInstructor('ar');

/** Add a lesson, with its rules' words under the empty fields. */
const addLesson = dialogOnPhone(
  async (w, { canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: `${w.addLesson}: ${FIRST}` }));
    const dialog = await openedDialog(w.addLesson);
    await userEvent.click(within(dialog).getByRole('button', { name: w.save }));
    await waitFor(() => expect(dialog.querySelector('[aria-invalid="true"]')).not.toBeNull());
    return dialog;
  },
  (w) => [w.cancel, w.save],
);
export const AddLessonPhone = addLesson('en');
export const AddLessonArabicPhone = addLesson('ar');

/** Edit a lesson, over the lessons. */
const editLesson = dialogOnPhone(
  async (w, context) => {
    const lessons = await openLessons(context, w);
    await context.userEvent.click(within(lessons).getByRole('button', { name: `${w.edit}: Finding scholarships` }));
    return openedDialog(w.editLesson);
  },
  (w) => [w.cancel, w.save],
);
export const EditLessonPhone = editLesson('en');
export const EditLessonArabicPhone = editLesson('ar');

/** A course's lessons, a table a section: they scroll, Close stays in view. */
const manageLessons = dialogOnPhone((w, context) => openLessons(context, w), (w) => [w.close]);
export const ManageLessonsPhone = manageLessons('en');
export const ManageLessonsArabicPhone = manageLessons('ar');

/** A lesson's PDFs and the form that attaches another. */
const lessonFiles = dialogOnPhone((w, context) => openFiles(context, w), (w) => [w.close, w.attach], withFiles);
export const LessonFilesPhone = lessonFiles('en');
export const LessonFilesArabicPhone = lessonFiles('ar');

/** Removing a PDF asks first. */
const removeFile = dialogOnPhone(
  async (w, context) => {
    await context.userEvent.click(within(await openFiles(context, w)).getByRole('button', { name: w.removeCv }));
    return screen.findByRole('alertdialog');
  },
  (w) => [w.cancel, w.removeYes],
  withFiles,
);
export const RemoveFilePhone = removeFile('en');
export const RemoveFileArabicPhone = removeFile('ar');

/** Deleting a lesson asks first. */
const deleteLesson = dialogOnPhone(
  async (w, context) => {
    await context.userEvent.click(within(await openLessons(context, w)).getByRole('button', { name: `${w.delete}: Finding scholarships` }));
    return screen.findByRole('alertdialog');
  },
  (w) => [w.cancel, w.deleteYes],
);
export const DeleteLessonPhone = deleteLesson('en');
export const DeleteLessonArabicPhone = deleteLesson('ar');

/** Deleting a course asks first. */
const deleteCourse = dialogOnPhone(
  async (w, { canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: `${w.delete}: ${FIRST}` }));
    return screen.findByRole('alertdialog');
  },
  (w) => [w.cancel, w.delete],
);
export const DeleteCoursePhone = deleteCourse('en');
export const DeleteCourseArabicPhone = deleteCourse('ar');
