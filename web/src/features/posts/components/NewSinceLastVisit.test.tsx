// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { Post } from "../api/post";

const HOUR = 3_600_000;
const now = Date.UTC(2026, 10, 25, 12);

const post = (id: string, hoursAgo: number): Post => ({
  id,
  title: id,
  details: "",
  link: "",
  author: "a",
  createdAt: new Date(now - hoursAgo * HOUR),
});

// The last-visit memory is worked out once per page load: a fresh module per test.
async function component() {
  vi.resetModules();
  return (await import("./NewSinceLastVisit")).NewSinceLastVisit;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(cleanup);

it("counts the posts read so far that came after the previous visit", async () => {
  localStorage.setItem("villageLastVisit", String(now - 2.5 * HOUR));
  const NewSinceLastVisit = await component();
  const { container } = render(<NewSinceLastVisit posts={[post("a", 1), post("b", 2), post("c", 3)]} more={false} />);
  expect(container.textContent).toBe("2 new since your last visit");
});

it('says "25+" when every post read is new and more pages may hold more', async () => {
  localStorage.setItem("villageLastVisit", String(now - 100 * HOUR));
  const NewSinceLastVisit = await component();
  const { container } = render(<NewSinceLastVisit posts={[post("a", 1), post("b", 2)]} more />);
  expect(container.textContent).toBe("2+ new since your last visit");
});

it("says nothing on a first visit, when nothing is new, and in a server's HTML", async () => {
  const NewSinceLastVisit = await component();
  expect(render(<NewSinceLastVisit posts={[post("a", 1)]} more={false} />).container.textContent).toBe("");
  cleanup();
  localStorage.setItem("villageLastVisit", String(now));
  sessionStorage.clear();
  const Again = await component();
  expect(render(<Again posts={[post("a", 1)]} more={false} />).container.textContent).toBe("");
  localStorage.setItem("villageLastVisit", String(now - 10 * HOUR));
  sessionStorage.clear();
  const OnServer = await component();
  // The server renders inside ServerRendered, from the same fresh modules.
  const { ServerRendered } = await import("../../../components/ServerRendered");
  const onServer = (
    <ServerRendered>
      <OnServer posts={[post("a", 1)]} more={false} />
    </ServerRendered>
  );
  expect(renderToString(onServer)).toBe("");
});
