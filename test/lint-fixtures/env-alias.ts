/// <reference types="vite/client" />
// Deliberately broken, for scripts/lint-rules.test.ts, which lints it as web/src/lib/…: an alias of
// import.meta.env makes Vite embed every VITE_ setting (the App Check debug token too), not just this one.
const env = import.meta.env;

export const projectId: unknown = env.VITE_FIREBASE_PROJECT_ID;
export const contactEmail: unknown = import.meta.env.VITE_CONTACT_EMAIL;
