/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

/** Build-time default signaling server URL for static hosting ('' = same origin). */
declare const __PARLEY_SIGNALING__: string;
