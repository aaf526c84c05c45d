// wouter imports `use-sync-external-store/shim`, a copy of the hook for React 17 and older; React 18 and later
// export it themselves, so the browser's build sends React's own (web/vite.config.ts's alias) and not the
// shim (decision 0113).
export { useSyncExternalStore } from "react";
