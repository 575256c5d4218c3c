/**
 * The preview frame's entry module (a build input, vite.config.ts): the gateway serves the app's own HTML with this
 * module's built file as its script (gateway/routes/studio-preview.ts). No imports: the build's config reads it.
 */
export const STUDIO_FRAME_ENTRY = 'src/studio/frame/main.tsx';
