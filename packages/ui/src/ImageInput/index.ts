export { ImageInput } from './ImageInput';
export type { ImageInputProps } from './ImageInput';
