// Lint: TypeScript rules, and a boundary: browser code may not import server/ at run time.
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "node_modules/", "public/", "test-results/", "playwright-report/"] },
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // A forgotten await on a check (the inbox password) once let a request past it: type-aware, app and server code.
    files: ["app/**/*.ts", "app/**/*.tsx", "server/**/*.ts"],
    languageOptions: { parserOptions: { projectService: true } },
    rules: { "@typescript-eslint/no-floating-promises": "error" },
  },
  {
    files: ["app/**/*.ts", "app/**/*.tsx"],
    ignores: ["app/**/*.server.ts", "app/**/*.server.tsx", "app/entry.server.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/server/**", "node:*", "pg", "@electric-sql/*"],
              allowTypeImports: true,
              message: "Client code must not import server code; use a *.server.ts module or the load context.",
            },
          ],
        },
      ],
    },
  },
);
