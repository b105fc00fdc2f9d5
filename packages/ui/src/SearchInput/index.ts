export { SearchInput } from './SearchInput';
export type { SearchInputProps } from './SearchInput';
export { useTypedBeforeHydration } from './useTypedBeforeHydration';
