/**
 * The request ids of one form's submissions. A submission is the values sent: sending the same values again
 * (a retry after a failure or a timeout) reuses its id, so the server stores the post at most once even if the
 * first attempt did arrive. Changed values are a new submission with a new id, so an edit made after a failure
 * is never answered with the earlier post. After a success, `done` makes the next submission new, even with the
 * same values.
 */
export interface RequestIds {
  idFor(values: unknown): string;
  done(): void;
}

export function createRequestIds(makeId: () => string): RequestIds {
  let last: { key: string; id: string } | null = null;
  return {
    idFor(values) {
      const key = JSON.stringify(values);
      if (last?.key !== key) last = { key, id: makeId() };
      return last.id;
    },
    done() {
      last = null;
    },
  };
}
