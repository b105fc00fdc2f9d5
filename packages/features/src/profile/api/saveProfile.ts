import { apiClient, updateProfile, type User } from '@manara/api-client';

export interface ProfileChanges {
  firstName: string;
  lastName: string;
  /** Empty clears the number. */
  phoneNumber?: string;
}

/**
 * `PATCH /users/profile`: JSON with the text fields, or multipart with the photo as well when one
 * was chosen (docs/product/accounts.md#api-calls). Answers the saved user.
 */
export const saveProfile = ({ changes, photo }: { changes: ProfileChanges; photo?: File }, fallbackMessage: string): Promise<User> =>
  updateProfile(apiClient, { body: changes, ...(photo === undefined ? {} : { image: photo }), fallbackMessage });
