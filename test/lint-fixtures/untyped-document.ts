// A service that works on an untyped document: lint refuses it (scripts/lint-rules.test.ts).
import type { DocumentData } from "firebase-admin/firestore";

export const titleOf = (post: DocumentData): unknown => post.title;
