/** How long 'Password updated successfully!' shows before the password form closes (docs/product/errors.md#accounts). */
export const PASSWORD_FORM_CLOSE_MS = 1500;
