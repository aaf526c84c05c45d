// What the app composes from this feature: the post actions menu, and its pages (loaded lazily).
export { PostActions } from "./components/PostActions";
export { ReplyReport } from "./components/ReplyReport";
export type { EditablePost } from "./components/EditDialog";
