// The garage's words shown to visitors, written once.
export { FIND_SIMILAR_TEXT } from "~/lib/car-card";
export const SOLD_TEXT = "Sold";
