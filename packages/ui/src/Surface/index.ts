export { Surface, SURFACE_SHADOWS } from './Surface';
export type { SurfaceProps, SurfaceShadow } from './Surface';
