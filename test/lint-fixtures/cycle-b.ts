// The other half of the deliberate cycle in cycle-a.ts.
import { a } from "./cycle-a";

export const b = () => a;
