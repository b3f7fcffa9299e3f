// Marks a file scripts/patch-dependencies.mjs has edited, so a second install leaves it alone.
export const MARKER = "/* dealer-platform patch */";
