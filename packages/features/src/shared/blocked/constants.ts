/** Where a blocked learner writes to; the spec names a support contact but not its address. */
export const SUPPORT_EMAIL = 'support@manara.local';
