// @vitest-environment happy-dom
import { act, cleanup, render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { afterEach, expect, it } from "vitest";
import { formatPostDate, formatTimeOfDay } from "@village/shared";
import { ServerRendered } from "./ServerRendered";
import { PostedAt } from "./PostedAt";

afterEach(cleanup);

const when = new Date(Date.UTC(2025, 9, 3, 18, 5));

it("renders on a server in UTC, said as such (the reader's clock is not known there)", () => {
  const onServer = (
    <ServerRendered>
      <PostedAt date={when} />
    </ServerRendered>
  );
  // With its class: the box as wide as the widest date, so that the reader's clock moves nothing (0068).
  expect(renderToString(onServer)).toMatch(
    /^Posted on <time class="[^"]+" dateTime="2025-10-03T18:05:00.000Z">October 3, 2025 at 6:05 PM UTC<\/time>$/,
  );
});

it("hydrates that HTML without a mismatch, then shows the reader's own clock", async () => {
  const container = document.createElement("div");
  const page = (
    <ServerRendered>
      <PostedAt date={when} />
    </ServerRendered>
  );
  container.innerHTML = renderToString(page);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
    await Promise.resolve();
  });
  expect(errors).toEqual([]);
  expect(container.textContent).toBe(`Posted on ${formatPostDate(when)} at ${formatTimeOfDay(when)}`);
});

it("in a page rendered only in the browser, shows the reader's clock from the first render", () => {
  const { container } = render(<PostedAt date={when} />);
  expect(container.textContent).toBe(`Posted on ${formatPostDate(when)} at ${formatTimeOfDay(when)}`);
  expect(container.textContent).not.toContain("UTC");
});
