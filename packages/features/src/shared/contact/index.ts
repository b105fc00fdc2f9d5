export { contactDetailsKey, telHref, useContactDetails } from './useContactDetails';
