import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default tseslint.config(
  { ignores: ["**/node_modules/**", "**/dist/**", "functions/lib/**", ".cache/**", ".emulator-data/**"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Firebase stays behind web/src/lib/firebase and the features' api/ modules; components use hooks.
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["firebase", "firebase/*", "@firebase/*"],
              message: "Import Firebase only in web/src/lib/firebase or a feature's api/ folder.",
            },
          ],
        },
      ],
      // Vite replaces each `import.meta.env.NAME` with its value; an alias of `import.meta.env` makes it embed
      // every VITE_ setting instead, including ones that must never ship (the App Check debug token).
      "no-restricted-syntax": [
        "error",
        {
          selector: ":not(MemberExpression) > MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: "Read each setting as import.meta.env.NAME, never through an alias of import.meta.env.",
        },
      ],
    },
  },
  {
    files: ["web/src/lib/firebase/**", "web/src/features/*/api/**"],
    rules: { "no-restricted-imports": "off" },
  },
);
