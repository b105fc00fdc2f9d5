/** How long 'Password updated successfully!' shows before the password form closes (§8). */
export const PASSWORD_FORM_CLOSE_MS = 1500;
