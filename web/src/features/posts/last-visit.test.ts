// @vitest-environment happy-dom
import { beforeEach, expect, it } from "vitest";
import { previousVisit } from "./last-visit";

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

it("knows no previous visit the first time, and stores this one's start", () => {
  expect(previousVisit(1_000)).toBeNull();
  expect(localStorage.getItem("villageLastVisit")).toBe("1000");
});

it("keeps comparing with the same earlier visit for the rest of the tab's session", () => {
  localStorage.setItem("villageLastVisit", "500");
  expect(previousVisit(1_000)).toBe(500);
  expect(previousVisit(2_000)).toBe(500);
  expect(localStorage.getItem("villageLastVisit")).toBe("1000");
});

it("a new session compares with the visit before it", () => {
  previousVisit(1_000);
  sessionStorage.clear();
  expect(previousVisit(5_000)).toBe(1_000);
});

it("ignores a stored value that is not a time", () => {
  localStorage.setItem("villageLastVisit", "soon");
  expect(previousVisit(1_000)).toBeNull();
});
