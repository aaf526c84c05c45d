import { describe, expect, it } from "vitest";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { HIDDEN_UNREVIEWED, queueOrder, REPORTED, reportedQueueOrder, REVIEWED } from "./queue-order";

const since = Timestamp.fromMillis(Date.UTC(2026, 0, 1));

describe("queueOrder", () => {
  it("puts hidden unreviewed posts first, reported posts next, reviewed ones last", () => {
    expect(queueOrder(undefined, true, false).rank).toBe(HIDDEN_UNREVIEWED);
    expect(queueOrder(undefined, false, false).rank).toBe(REPORTED);
    expect(queueOrder(undefined, true, true).rank).toBe(REVIEWED);
    expect(queueOrder(undefined, false, true).rank).toBe(REVIEWED);
    expect([HIDDEN_UNREVIEWED, REPORTED, REVIEWED]).toEqual([0, 1, 2]);
  });

  it("keeps an entry's place when a new report leaves its rank as it was, so it is never moved back in line", () => {
    expect(queueOrder({ rank: REPORTED, since }, false, false).since).toBe(since);
    expect(queueOrder({ rank: HIDDEN_UNREVIEWED, since }, true, false).since).toBe(since);
  });

  it("starts a new time when the rank changes, and whenever a moderator acts", () => {
    expect(queueOrder({ rank: REPORTED, since }, true, false).since).toEqual(FieldValue.serverTimestamp());
    expect(queueOrder({ rank: REVIEWED, since }, true, true).since).toEqual(FieldValue.serverTimestamp());
  });

  it("keeps a reviewed hidden post where the moderator left it when new reports come, counting them as new", () => {
    const after = reportedQueueOrder({ rank: REVIEWED, since, newReports: 2 }, true);
    expect(after).toEqual({ rank: REVIEWED, since, newReports: 3 });
  });

  it("starts a new round at the back of the reported posts for a reviewed post that is up again", () => {
    const after = reportedQueueOrder({ rank: REVIEWED, since }, false);
    expect(after).toEqual({ rank: REPORTED, since: FieldValue.serverTimestamp(), newReports: 0 });
  });

  it("acknowledges every report when a moderator acts", () => {
    expect(queueOrder({ rank: REVIEWED, since, newReports: 4 }, true, true).newReports).toBe(0);
  });
});
