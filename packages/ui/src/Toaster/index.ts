export { toast, Toaster } from './Toaster';
export type { ToasterProps, ToastOptions } from './Toaster';
