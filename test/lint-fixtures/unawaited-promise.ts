// Deliberately broken, for scripts/lint-rules.test.ts: a promise dropped on the floor, which only a linter
// that knows the types can see.
function save(): Promise<void> {
  return Promise.resolve();
}

export function submit(): void {
  save();
}
