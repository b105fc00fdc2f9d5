import { fixtureAvatar } from '@manara/api-client/mocks';
import { userEvent } from 'storybook/test';

/** A learner's photo as a file from their disk: a real picture, so its preview draws. */
export const photoFile = () =>
  new File([decodeURIComponent(fixtureAvatar({ hue: 280 }).split(',')[1] ?? '')], 'me.svg', { type: 'image/svg+xml' });

/** Not a picture. The file dialog offers images first, but "All files" lets anything through. */
export const textFile = () => new File(['Not a picture'], 'notes.txt', { type: 'text/plain' });

/** Chooses a file as a person does, past the input's `accept` filter. */
export async function choosePhoto(canvas: { getByLabelText: (label: string) => HTMLElement }, file: File) {
  await userEvent.setup({ applyAccept: false }).upload(canvas.getByLabelText('Change Photo'), file);
}
