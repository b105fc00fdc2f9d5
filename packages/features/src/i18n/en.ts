export const en = {
  common: {},
};
