import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
// Global styles first, so component modules can build on them.
import "./styles/global.css";
import "./styles/shell.css";
import { App } from "./app/App";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
